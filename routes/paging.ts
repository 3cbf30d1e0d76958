import { z } from "@hono/zod-openapi";

/** `limit` (at most 100: above is 422) and `offset` of the catalog's lists (spec 002 Limits). */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50).openapi({
    description: "Items per page, 1 to 100.",
    example: 50,
  }),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({
    description: "Items to skip.",
    example: 0,
  }),
});

/** The generic list envelope `{items, total, limit, offset, has_more}` around `item`. */
export const ListOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().openapi({ description: "Items in the whole list." }),
    limit: z.number().int(),
    offset: z.number().int(),
    has_more: z.boolean().openapi({ description: "Whether items follow this page." }),
  });
