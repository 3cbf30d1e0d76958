import { z } from "@hono/zod-openapi";
import {
  OUTPUT_FORMATS,
  PROMPT_CATEGORIES,
  TOOL_CATEGORIES,
} from "../../services/discovery/mod.ts";

export const LinkGroup = z.object({
  name: z.string(),
  href: z.string(),
  description: z.string(),
  credentials: z.enum(["none", "X-API-KEY", "platform", "catalog"]),
}).openapi("DiscoveryLinkGroup");

export const ServiceInfo = z.object({
  name: z.string(),
  version: z.string(),
  status: z.literal("running"),
  description: z.string(),
  links: z.record(z.string(), z.string()).openapi({
    description: "Every route group by name: its entry point.",
  }),
  groups: z.array(LinkGroup),
}).openapi("ServiceInfo");

const Json = z.record(z.string(), z.unknown());

export const DiscoveredTool = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TOOL_CATEGORIES),
  inputSchema: Json,
  outputSchema: Json,
  annotations: Json,
  agents: z.array(z.string()).openapi({ description: "Agents that may call the tool." }),
  endpoints: z.object({ mcp: z.string(), rest: z.string() }),
}).openapi("DiscoveredTool");

export const DiscoveredAgent = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  prompt_slug: z.string(),
  tools: z.array(z.string()),
  capabilities: z.array(z.string()),
  invoke: z.string(),
}).openapi("DiscoveredAgent");

export const ToolsOverview = z.object({
  tools: z.array(DiscoveredTool),
  agents: z.array(DiscoveredAgent),
}).openapi("ToolsOverview");

export const DiscoveryOverview = z.object({
  sections: z.array(z.object({
    name: z.string(),
    href: z.string(),
    description: z.string(),
    count: z.number().int(),
  })),
  links: z.record(z.string(), z.string()),
}).openapi("DiscoveryOverview");

export const DiscoveredPrompt = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  variables: z.array(z.string()),
  agents: z.array(z.string()),
  content: z.string().optional().openapi({ description: "With `include_content=true`." }),
}).openapi("DiscoveredPrompt");

export const PromptList = z.object({
  prompts: z.array(DiscoveredPrompt),
  total: z.number().int(),
  categories: z.array(z.string()),
}).openapi("DiscoveredPromptList");

export const ToolList = z.object({
  tools: z.array(DiscoveredTool),
  total: z.number().int(),
  categories: z.array(z.string()),
}).openapi("DiscoveredToolList");

export const OutputStyle = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  component: z.string().openapi({ description: "The OpenAPI component of the shape." }),
  schema_ref: z.string(),
  used_by: z.array(z.string()),
  formats: z.array(z.enum(OUTPUT_FORMATS)),
  schema: z.unknown().optional().openapi({
    description: "The component's JSON Schema (unless `style_type=example`).",
  }),
  example: Json.optional(),
  renderings: z.record(z.string(), z.unknown()).optional().openapi({
    description: "The example in each format: the value for json, text for the others.",
  }),
}).openapi("OutputStyle");

export const OutputStyleList = z.object({
  styles: z.array(OutputStyle),
  total: z.number().int(),
  formats: z.array(z.enum(OUTPUT_FORMATS)),
}).openapi("OutputStyleList");

export const Resource = z.object({
  name: z.string(),
  kind: z.enum([
    "database",
    "document_store",
    "queue",
    "cache",
    "rate_limiter",
    "payment_provider",
    "redis",
    "vector_index",
  ]),
  engine: z.string(),
  mode: z.enum(["embedded", "remote", "in_process"]),
  status: z.enum(["up", "down", "configured"]),
  description: z.string(),
  credentials_configured: z.boolean().openapi({
    description: "Whether a credential is configured for it. The credential, and any URL or " +
      "host, is never shown.",
  }),
  counts: z.record(z.string(), z.number()),
}).openapi("DiscoveryResource");

export const ResourceList = z.object({
  resources: z.array(Resource),
  total: z.number().int(),
}).openapi("DiscoveryResourceList");

const booleanQuery = (description: string) =>
  z.enum(["true", "false"]).default("false").transform((v) => v === "true").openapi({
    description,
    example: "true",
  });

export const PromptsQuery = z.object({
  category: z.enum(PROMPT_CATEGORIES as [string, ...string[]]).optional().openapi({
    description: "Only prompts of this category (the prompt type).",
  }),
  include_content: booleanQuery("Include each prompt's full text."),
});

export const ToolsQuery = z.object({
  category: z.enum(TOOL_CATEGORIES).optional().openapi({
    description: "Only tools of this category.",
  }),
});

export const StylesQuery = z.object({
  style_type: z.enum(["schema", "example"]).optional().openapi({
    description: "Only the schema, or only the example and its renderings; both by default.",
  }),
  format_filter: z.enum(OUTPUT_FORMATS).optional().openapi({
    description: "Only renderings in this format.",
  }),
});

export const SlugParams = z.object({
  slug: z.string().min(1).max(100).openapi({
    param: { name: "slug", in: "path" },
    example: "odds-analyst",
  }),
});
export const ToolParams = z.object({
  tool_name: z.string().min(1).max(100).openapi({
    param: { name: "tool_name", in: "path" },
    example: "get_event_odds",
  }),
});
export const StyleParams = z.object({
  style_name: z.string().min(1).max(100).openapi({
    param: { name: "style_name", in: "path" },
    example: "league",
  }),
});
export const ResourceParams = z.object({
  resource_name: z.string().min(1).max(100).openapi({
    param: { name: "resource_name", in: "path" },
    example: "database",
  }),
});
export const PlayerParams = z.object({
  player_id: z.string().min(1).max(200).openapi({ param: { name: "player_id", in: "path" } }),
});
