/**
 * `GET /sportsdb/catalog`: the schema catalog, the 26 record schemas the service holds or
 * prices, by category. `table` names the explorer table a record is stored in; priced records
 * (odds) have none: they are computed from the data (services/pricing).
 */
export interface CatalogSchema {
  name: string;
  table: string | null;
  description: string;
}

const entry = (name: string, table: string | null, description: string): CatalogSchema => ({
  name,
  table,
  description,
});

export const CATALOG: Record<string, CatalogSchema[]> = {
  sports_data: [
    entry("sport", "sports", "A sport of the catalog, by sport code, with its format."),
    entry("tour", "tours", "A season-long series of events of one sport."),
    entry("team", "teams", "A team of a team sport, with its latent strength."),
    entry("athlete", "athletes", "An athlete, with nationality, stance and latent strength."),
    entry("event", "events", "An event: dates, venue, status, tour."),
    entry("event_team", "event_teams", "A team taking part in an event (home/away)."),
    entry("round", "rounds", "A round of a heat-based event."),
    entry("heat", "heats", "One contest of a round."),
    entry("event_participant", "event_participants", "An athlete entered in an event."),
    entry("heat_result", "heat_results", "An athlete's draw and result in a heat."),
  ],
  markets: [
    entry("market", null, "A priced market of an event (one odd type)."),
    entry("outcome", null, "One outcome of a market with its decimal odds."),
    entry("future", null, "A season market of a tour: champion, top 5, top 10, most wins."),
    entry("head_to_head", null, "Which of two athletes finishes ahead."),
    entry("prop", null, "A proposition on one fact of an event."),
    entry("parlay", null, "Several selections of one event priced jointly."),
  ],
  partnership: [
    entry("league", "leagues", "A league of the partnership pipeline."),
    entry("pipeline_run", "pipeline_runs", "One run of the partnership pipeline."),
    entry("pipeline_stage", "pipeline_stages", "A stage of a pipeline run."),
    entry("tracker_card", "tracker_cards", "A card of the tracker for a run."),
    entry("batch", "batches", "A batch of questionnaires."),
    entry("batch_item", "batch_items", "One questionnaire of a batch."),
  ],
  content: [
    entry("prompt", "prompts", "A stored prompt, by slug."),
    entry("prompt_version", "prompt_versions", "A version of a prompt."),
    entry("rag_document", "rag_documents", "A document of the retrieval corpus."),
    entry("rag_chunk", "rag_chunks", "A chunk of a retrieval document."),
  ],
};

export function schemaCatalog() {
  const categories = Object.entries(CATALOG).map(([name, schemas]) => ({
    name,
    count: schemas.length,
    schemas,
  }));
  return {
    total_schemas: categories.reduce((n, c) => n + c.count, 0),
    categories,
  };
}
