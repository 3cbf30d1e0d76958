import { z } from "@hono/zod-openapi";

export const CardKey = z.object({
  card_key: z.string().regex(/^[A-Z][A-Z0-9]{1,9}-[0-9A-F]{8,32}$/).openapi({
    example: "PART-0F8E6C3AD2B54C7E9A1B2C3D4E5F6A7B",
  }),
});

export const TrackerCard = z.object({
  card_key: z.string(),
  card_url: z.string(),
  project: z.string(),
  title: z.string(),
  description: z.string(),
  pipeline_id: z.string(),
  created_at: z.string(),
}).openapi("TrackerCard");
