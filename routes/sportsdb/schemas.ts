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
