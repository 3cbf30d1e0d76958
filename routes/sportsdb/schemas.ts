import { z } from "@hono/zod-openapi";

export const QueryParams = z.object({
  query: z.string().min(1).max(20_000).openapi({
    description: "The SQL text: one SELECT or WITH … SELECT; `?`, `?NNN` or `:name` parameters.",
    example: "SELECT code, name FROM sports WHERE code = ?",
  }),
});

export const QueryBody = z.object({
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional()
    .openapi({
      description: "Values of the statement's parameters: a list for `?`/`?NNN`, an object " +
        "for `:name` (keys without the colon).",
      example: ["wsl"],
    }),
}).openapi("SportsdbQueryBody");

export const QueryResult = z.object({
  query: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.unknown())),
  row_count: z.number().int(),
  truncated: z.boolean().openapi({ description: "More rows than `max_rows` were available." }),
  max_rows: z.number().int().openapi({ example: 1000 }),
  time_limit_ms: z.number().int().openapi({ example: 1000 }),
  duration_ms: z.number(),
}).openapi("SportsdbQueryResult");

const booleanQuery = (description: string, fallback: "true" | "false" = "false") =>
  z.enum(["true", "false"]).default(fallback).transform((v) => v === "true").openapi({
    description,
    example: "true",
  });

const limitQuery = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback).openapi({
    description: `Items to return, 1 to ${max}.`,
    example: fallback,
  });

const offsetQuery = z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({
  description: "Items to skip.",
  example: 0,
});

const Loose = z.record(z.string(), z.unknown());

export const SportCode = z.object({
  sport_code: z.string().regex(/^[a-z0-9]{1,32}$/).openapi({
    param: { name: "sport_code", in: "path" },
    description: "A sport code (`wsl`, `spr`, `f1`, `motocrs`, `nhra`, `fdrift`, …).",
    example: "wsl",
  }),
});

export const DocFilename = z.object({
  filename: z.string().max(100).openapi({
    param: { name: "filename", in: "path" },
    description: "A document of the knowledge base (`GET /sportsdb/kb`).",
    example: "explorer.md",
  }),
});

export const SchemasQuery = z.object({
  category: z.enum(["system", "sports", "all"]).default("all").openapi({ example: "sports" }),
  include_stats: booleanQuery("Add row counts."),
});

export const TablesQuery = z.object({
  schema: z.string().max(50).optional().openapi({
    description: "`sports`, `system` or `all`.",
    example: "sports",
  }),
  has_data: z.string().max(10).optional().openapi({
    description: "`true`: tables with rows only; `false`: empty tables only.",
    example: "true",
  }),
  limit: limitQuery(100, 50),
  offset: offsetQuery,
});

export const SportQuery = z.object({
  include_athletes: booleanQuery("Add athletes.", "true"),
  include_events: booleanQuery("Add events.", "true"),
  include_betting: booleanQuery("Add the event-winner odds of the next events."),
  limit: limitQuery(100, 10),
});

export const AthletesQuery = z.object({
  active_only: booleanQuery("Only athletes entered in an event that is not over."),
  limit: limitQuery(100, 50),
  offset: offsetQuery,
});

export const EventsQuery = z.object({
  upcoming_only: booleanQuery("Only events upcoming or live."),
  include_participants: booleanQuery("Add each event's participants."),
  limit: limitQuery(100, 50),
  offset: offsetQuery,
});

export const BettingQuery = z.object({
  bet_type: z.enum(["future", "player_h2h", "prop", "outcome"]).default("outcome").openapi({
    example: "future",
  }),
  event_id: z.string().max(200).optional().openapi({ example: "wsl:…" }),
  limit: limitQuery(10, 3),
});

export const SportsQuery = z.object({
  active_only: booleanQuery("Only sports with an event upcoming or live."),
  include_stats: booleanQuery("Add counts of athletes, teams and events."),
});

const Sport = z.object({
  sport_code: z.string(),
  name: z.string(),
  format: z.string(),
  team_based: z.boolean(),
}).openapi("SportsdbSport");

export const Overview = z.object({
  name: z.string(),
  description: z.string(),
  visible_tables: z.number().int(),
  query_limits: z.object({
    max_rows: z.number().int(),
    time_limit_ms: z.number().int(),
    statements: z.string(),
    confinement: z.string(),
  }),
  links: z.record(z.string(), z.string()),
}).openapi("SportsdbOverview");

export const Schemas = z.object({
  category: z.string(),
  schemas: z.array(z.object({
    name: z.string(),
    table_count: z.number().int(),
    tables: z.array(z.string()),
    row_count: z.number().int().optional(),
  })),
  total: z.number().int(),
}).openapi("SportsdbSchemas");

const Table = z.object({
  name: z.string(),
  schema: z.string(),
  columns: z.array(z.object({
    name: z.string(),
    type: z.string(),
    primary_key: z.boolean(),
    not_null: z.boolean(),
  })),
  row_count: z.number().int().optional(),
});

const page = {
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
};

export const Tables = z.object({ tables: z.array(Table), ...page }).openapi("SportsdbTables");

export const SportData = z.object({
  sport: Sport,
  counts: z.object({
    athletes: z.number().int(),
    teams: z.number().int(),
    events: z.number().int(),
    tours: z.number().int(),
  }),
  athletes: z.array(Loose).optional(),
  events: z.array(Loose).optional(),
  betting: Loose.optional(),
}).openapi("SportsdbSportData");

export const Athletes = z.object({ sport: Sport, athletes: z.array(Loose), ...page })
  .openapi("SportsdbAthletes");

export const Events = z.object({ sport: Sport, events: z.array(Loose), ...page })
  .openapi("SportsdbEvents");

export const Betting = z.object({
  sport: Sport,
  bet_type: z.string(),
  source: z.string(),
  markets: z.array(Loose),
  unavailable: z.array(Loose).optional(),
  total: z.number().int(),
}).openapi("SportsdbBetting");

export const Analytics = z.object({
  total_tables: z.number().int(),
  total_rows: z.number().int(),
  database_bytes: z.number().int(),
  tables: z.array(z.object({ name: z.string(), schema: z.string(), row_count: z.number() })),
  events_by_status: z.record(z.string(), z.number()),
  top_sports_by_events: z.array(z.object({ sport_code: z.string(), events: z.number() })),
}).openapi("SportsdbAnalytics");

export const Kb = z.object({
  documents: z.array(z.object({
    filename: z.string(),
    title: z.string(),
    format: z.string(),
    url: z.string(),
  })),
  total: z.number().int(),
}).openapi("SportsdbKb");

export const Catalog = z.object({
  total_schemas: z.number().int(),
  categories: z.array(z.object({
    name: z.string(),
    count: z.number().int(),
    schemas: z.array(z.object({
      name: z.string(),
      table: z.string().nullable(),
      description: z.string(),
    })),
  })),
}).openapi("SportsdbCatalog");

export const Sports = z.object({
  sports: z.array(Sport.extend({
    active: z.boolean(),
    stats: z.object({
      athletes: z.number().int(),
      teams: z.number().int(),
      events: z.number().int(),
      upcoming_events: z.number().int(),
    }).optional(),
  })),
  total: z.number().int(),
  known_codes: z.number().int(),
}).openapi("SportsdbSports");

export const Api = z.object({
  routes: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string() })),
  total: z.number().int(),
}).openapi("SportsdbApi");
