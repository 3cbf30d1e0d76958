import { z } from "@hono/zod-openapi";
import { PROMPT_TYPES } from "../../db/schema/prompts.ts";

const timestamp = z.string().openapi({ format: "date-time" });
const promptId = z.string().openapi({ example: "prm_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f" });

export const PromptType = z.enum(PROMPT_TYPES).openapi("PromptType", {
  description: "`system` an assistant's standing instructions; `user` a request template a " +
    "caller fills in; `few_shot` one worked example (labels `business_tier`, `scenario`; " +
    "content `Input: ...` then `Output: ...`); `agent` instructions for an agent's tool loop; " +
    "`template` a document or message template.",
  example: "system",
});

const variableName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_.]*$/).max(64);

export const PromptVariable = z.object({
  name: variableName.openapi({ example: "league_name" }),
  description: z.string().max(500).optional(),
  default: z.string().max(2000).optional().openapi({
    description: "Used when a build sends no value.",
  }),
}).openapi("PromptVariable");

const Labels = z.record(z.string().max(64), z.string().max(200)).openapi({
  description: "String labels; few-shot examples carry `business_tier` and `scenario`.",
  example: { business_tier: "gold", scenario: "first_contact" },
});

export const PromptVersionSummary = z.object({
  version: z.number().int(),
  name: z.string(),
  created_at: timestamp,
  created_by: z.string().openapi({ description: "`<owner kind>:<owner id>`, or `seed`." }),
}).openapi("PromptVersionSummary");

const promptFields = {
  id: promptId,
  slug: z.string().openapi({ example: "odds-analyst" }),
  name: z.string().openapi({ example: "Odds analyst" }),
  prompt_type: PromptType,
  description: z.string(),
  content: z.string().openapi({
    description: "The template; `{{variable}}` placeholders.",
    example: "You are an odds analyst for {{organization}}.",
  }),
  variables: z.array(PromptVariable).openapi({
    description: "The template's variables, in order of first use.",
  }),
  tags: z.array(z.string()),
  labels: z.record(z.string(), z.string()),
  version: z.number().int().openapi({ description: "The version shown.", example: 2 }),
  latest_version: z.number().int(),
  shared: z.boolean().openapi({
    description: "A shared prompt of the shipped seed set (every caller reads it; admins " +
      "change it), or a caller's own.",
  }),
  owner: z.object({ kind: z.string(), id: z.string() }).openapi({
    description: "`system`/`seed` for shared prompts; otherwise the owner's kind and id.",
  }),
  source: z.string().openapi({ description: "`seed:<source>` or `api`.", example: "api" }),
  created_at: timestamp,
  updated_at: timestamp,
};

export const Prompt = z.object({
  ...promptFields,
  versions: z.array(PromptVersionSummary).openapi({
    description: "Every version, oldest first; read one with `?version=`.",
  }),
}).openapi("Prompt");

export const PromptHit = z.object({
  ...promptFields,
  score: z.number().nullable().openapi({
    description: "BM25 relevance (text) or cosine similarity (semantic), higher is better; " +
      "null when listing without a query.",
  }),
}).openapi("PromptHit");

export const PromptSearch = z.object({
  query: z.string().nullable(),
  mode: z.enum(["text", "semantic", "list"]),
  model: z.string().nullable().openapi({
    description: "The embedding model of a semantic search (vectors of other models are " +
      "never compared).",
    example: "local-hash-256",
  }),
  total: z.number().int(),
  items: z.array(PromptHit),
}).openapi("PromptSearch");

export const PromptParams = z.object({
  prompt_id: z.string().min(1).max(120).openapi({
    param: { name: "prompt_id", in: "path" },
    description: "A prompt's id, or its slug (the caller's own prompt of that slug before a " +
      "shared one).",
    example: "odds-analyst",
  }),
});

export const GetQuery = z.object({
  version: z.coerce.number().int().min(1).optional().openapi({
    description: "An older version to read; the latest without it.",
    example: 1,
  }),
});

const booleanQuery = (description: string) =>
  z.enum(["true", "false"]).default("false").transform((v) => v === "true").openapi({
    description,
    example: "true",
  });

export const SearchQuery = z.object({
  q: z.string().max(500).optional().openapi({
    description: "What to look for. Text search: every word must match a word or its " +
      "beginning (name, slug, description, tags, labels, template). Without it: every prompt " +
      "the caller sees.",
    example: "parlay pricing",
  }),
  semantic: booleanQuery(
    "true: rank by meaning (embeddings of the configured model, cosine) instead of by words.",
  ),
  prompt_type: PromptType.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const name = z.string().trim().min(1).max(200).openapi({ example: "Parlay explainer" });
const content = z.string().min(1).max(50_000).openapi({
  example: "Explain the parlay {{selections}} in two sentences.",
});
const description = z.string().max(2000).openapi({ example: "Explains a same-game parlay." });
const tags = z.array(z.string().trim().min(1).max(50)).max(20).openapi({
  example: ["odds", "parlay"],
});
const variables = z.array(z.union([variableName, PromptVariable])).max(50).openapi({
  description: "Declared variables (names, or {name, description, default}); they must be " +
    "exactly the template's placeholders (422 naming the difference). Without them, the " +
    "template's placeholders are the variables.",
});

const REQUIRED_HERE_OR_BODY = "Required, in the query or in the body.";

export const CreateQuery = z.object({
  name: name.optional().openapi({ description: REQUIRED_HERE_OR_BODY }),
  content: content.optional().openapi({ description: REQUIRED_HERE_OR_BODY }),
  prompt_type: PromptType.optional(),
  description: description.optional(),
});

export const CreateBody = z.object({
  name: name.optional(),
  content: content.optional(),
  prompt_type: PromptType.optional().openapi({ description: "`user` by default." }),
  description: description.optional(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80).optional().openapi({
    description: "Unique among the caller's prompts; from the name when absent.",
    example: "parlay-explainer",
  }),
  tags: tags.optional(),
  labels: Labels.optional(),
  variables: variables.optional(),
}).openapi("NewPrompt");

export const UpdateQuery = z.object({
  content: content.optional(),
  name: name.optional(),
  description: description.optional(),
});

export const UpdateBody = z.object({
  content: content.optional(),
  name: name.optional(),
  description: description.optional(),
  prompt_type: PromptType.optional(),
  tags: tags.optional(),
  labels: Labels.optional(),
  variables: variables.optional(),
}).openapi("PromptChanges");

const Value = z.union([z.string().max(20_000), z.number(), z.boolean()]);
const Context = z.union([z.string().max(50_000), z.array(z.string().max(50_000)).max(20)])
  .openapi({ description: "Background the prompt carries, as `## Context`." });

export const Example = z.object({
  input: z.string().max(10_000),
  output: z.string().max(10_000),
}).openapi("PromptExample");

export const BuildBody = z.object({
  recipe: z.string().min(1).max(120).optional().openapi({
    description: "A stored prompt (id or slug) to build around.",
    example: "league-evaluation-request",
  }),
  template: z.string().min(1).max(50_000).optional().openapi({
    description: "An inline template, after the recipe.",
  }),
  agent: z.string().min(1).max(64).optional().openapi({
    description: "An agent id (GET /api/prompts/memory/agents): its system prompt and tool " +
      "protocol lead the prompt.",
    example: "partnership-evaluator",
  }),
  variables: z.record(variableName, Value).optional().openapi({
    example: { league_name: "Pacific Pickleball Tour", sport: "pickleball", region: "USA" },
  }),
  context: Context.optional(),
  examples: z.array(z.union([z.string().min(1).max(120), Example])).max(20).optional().openapi({
    description: "Few-shot prompts (id or slug) or `{input, output}` pairs.",
  }),
  output_schema: z.record(z.string(), z.unknown()).optional().openapi({
    description: "A JSON Schema the answer must follow; rendered as `## Output format`.",
    example: { type: "object", properties: { tier: { type: "string" } }, required: ["tier"] },
  }),
}).openapi("PromptBuildRequest");

const Message = z.object({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string(),
}).openapi("PromptMessage");

export const BuiltPrompt = z.object({
  prompt: z.string().openapi({ description: "Every part as one text." }),
  messages: z.array(Message).openapi({
    description: "The same as chat messages: system, example pairs, the request.",
  }),
  sources: z.array(z.object({
    id: z.string(),
    slug: z.string(),
    version: z.number().int(),
    prompt_type: z.string(),
    part: z.string().openapi({ description: "agent, agent_protocol, recipe or example." }),
  })),
  agent: z.object({
    id: z.string(),
    name: z.string(),
    tools: z.array(z.string()),
    max_steps: z.number().int(),
  }).nullable(),
  variables: z.record(z.string(), z.string()).openapi({
    description: "The value each variable took (sent, or its default).",
  }),
  unused_variables: z.array(z.string()),
  characters: z.number().int(),
  estimated_tokens: z.number().int(),
}).openapi("BuiltPrompt");

const Counts = z.record(z.string(), z.number().int());

export const PromptStats = z.object({
  total: z.number().int(),
  shared: z.number().int(),
  own: z.number().int(),
  by_type: Counts,
  versions: z.number().int(),
  revised: z.number().int().openapi({ description: "Prompts with more than one version." }),
  distinct_variables: z.number().int(),
  top_tags: z.array(z.object({ tag: z.string(), prompts: z.number().int() })),
  examples_by_tier: Counts,
  embeddings: z.object({ model: z.string(), embedded: z.number().int() }),
  last_updated: timestamp.nullable(),
}).openapi("PromptStats");

export const SeedResult = z.object({
  created: z.number().int(),
  updated: z.number().int().openapi({
    description: "Shared prompts whose current version differed from the shipped text: a new " +
      "version restores it (the old one stays in the history).",
  }),
  unchanged: z.number().int(),
  total: z.number().int(),
  checksum: z.string(),
  seeded_at: timestamp,
  prompts: z.array(z.object({
    slug: z.string(),
    id: z.string(),
    version: z.number().int(),
    action: z.enum(["created", "updated", "unchanged"]),
  })),
}).openapi("PromptSeedResult");

export const MemoryStatus = z.object({
  status: z.enum(["ready", "not_seeded", "outdated"]).openapi({
    description: "`not_seeded` before the first seed; `outdated` when the shipped set changed " +
      "or a shared prompt is missing since (seed again).",
  }),
  seeded_at: timestamp.nullable(),
  seed_checksum: z.string().nullable(),
  shipped_checksum: z.string(),
  missing_seed_prompts: z.array(z.string()),
  prompts: z.object({
    total: z.number().int(),
    shared: z.number().int(),
    own: z.number().int(),
    system: z.number().int(),
  }),
  examples: z.object({ total: z.number().int(), by_tier: Counts }),
  agents: z.array(z.object({
    id: z.string(),
    prompt_slug: z.string(),
    prompt_available: z.boolean(),
  })),
  embeddings: z.object({
    model: z.string(),
    dimensions: z.number().int(),
    embedded: z.number().int(),
    pending: z.number().int().openapi({
      description: "Prompts not yet embedded with this model (done on the next semantic " +
        "search or memory build).",
    }),
  }),
}).openapi("MemoryStatus");

export const MemoryBuildQuery = z.object({
  query: z.string().trim().min(1).max(2000).openapi({
    description: "The request to build a prompt for.",
    example: "Reply to a gold tier league asking about our first partnership terms",
  }),
  business_tier: z.string().max(40).optional().openapi({
    description: "platinum, gold, silver or bronze (any case).",
    example: "gold",
  }),
  scenario: z.string().max(64).optional().openapi({ example: "first_contact" }),
  max_examples: z.coerce.number().int().min(0).max(10).default(3),
});

export const MemoryBuildBody = z.object({
  variables: z.record(variableName, Value).optional(),
  context: Context.optional(),
}).openapi("MemoryBuildRequest");

export const ExampleView = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  business_tier: z.string(),
  scenario: z.string().nullable(),
  version: z.number().int(),
  shared: z.boolean(),
  content: z.string(),
  input: z.string(),
  output: z.string(),
}).openapi("FewShotExample");

export const MemoryBuild = z.object({
  query: z.string(),
  business_tier: z.string().nullable(),
  scenario: z.string().nullable(),
  prompt: z.string(),
  messages: z.array(Message),
  system_prompt: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    version: z.number().int(),
    score: z.number().nullable(),
  }).nullable().openapi({ description: "null: the built-in fallback text (empty store)." }),
  examples: z.array(ExampleView.extend({
    score: z.number(),
    matched_by: z.enum(["tier_and_scenario", "tier", "scenario", "closest"]),
  })),
  fallback: z.object({
    used: z.boolean(),
    steps: z.array(z.string()).openapi({ description: "Each fallback taken, in order." }),
  }),
  missing_variables: z.array(z.string()).openapi({
    description: "Variables of the system prompt with no value and no default; they stay as " +
      "`{{name}}` in the prompt.",
  }),
  model: z.string(),
  threshold: z.number(),
  characters: z.number().int(),
  estimated_tokens: z.number().int(),
}).openapi("MemoryBuild");

export const TierParams = z.object({
  tier: z.string().min(1).max(40).openapi({
    param: { name: "tier", in: "path" },
    description: "platinum, gold, silver or bronze (any case).",
    example: "gold",
  }),
});

export const ExamplesQuery = z.object({
  scenario: z.string().max(64).optional().openapi({ example: "term_negotiation" }),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const Examples = z.object({
  business_tier: z.string(),
  scenario: z.string().nullable(),
  scenarios: z.array(z.string()).openapi({ description: "Scenarios the tier has examples of." }),
  total: z.number().int(),
  examples: z.array(ExampleView),
}).openapi("FewShotExamples");

/** The agent registry's cards: the agents group's schema (one component for both). */
export { AgentList as AgentCards } from "../agents/schemas.ts";

export const SeedSources = z.object({
  sources: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      path: z.string(),
      kind: z.enum(["prompts", "few_shot_examples", "agents"]),
      items: z.number().int(),
      entries: z.array(z.string()),
      checksum: z.string(),
    }).openapi("SeedSource"),
  ),
}).openapi("SeedSources");
