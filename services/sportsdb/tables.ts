/**
 * Which tables the database explorer may read. An allow-list, so that a table added later is
 * hidden until someone decides otherwise.
 */
export const VISIBLE_TABLES = [
  // sports data
  "sports",
  "tours",
  "teams",
  "athletes",
  "leagues",
  "events",
  "event_teams",
  "rounds",
  "heats",
  "event_participants",
  "heat_results",
  "event_log",
  // the partnership pipeline
  "pipeline_runs",
  "pipeline_stages",
  "tracker_cards",
  "batches",
  "batch_items",
  // prompts and retrieval
  "prompts",
  "prompt_versions",
  "rag_documents",
  "rag_chunks",
  "rag_drive_files",
  "rag_drive_syncs",
  // schedules
  "schedule_runs",
] as const;

/**
 * Tables holding credentials, key hashes, sessions, signing secrets or signed payloads: never
 * shown by the explorer, and refused by name in a query (as if they did not exist). The
 * authorizer denies them anyway, with every table not in VISIBLE_TABLES.
 */
export const HIDDEN_TABLES = [
  "users",
  "api_keys",
  "oauth_clients",
  "webhooks",
  "webhook_deliveries",
  "webhook_attempts",
  "jobs",
  "job_deliveries",
  "dead_letters",
  "meta",
  "prompt_vectors",
] as const;

const visible = new Set<string>(VISIBLE_TABLES);

export const isVisibleTable = (name: string) => visible.has(name.toLowerCase());

/** Sports-data tables (the explorer's `sports` category); the rest are `system`. */
export const SPORTS_TABLES = new Set<string>([
  "sports",
  "tours",
  "teams",
  "athletes",
  "leagues",
  "events",
  "event_teams",
  "rounds",
  "heats",
  "event_participants",
  "heat_results",
  "event_log",
]);
