import { eq } from "drizzle-orm";
import { pipelineRuns, trackerCards } from "../../db/schema/mod.ts";
import type { Principal } from "../auth/principal.ts";
import { notFound } from "../errors.ts";
import { cardUrl } from "../tracker/mod.ts";
import type { PipelineServices } from "./context.ts";
import { canSee } from "./runs.ts";

/**
 * A card of the embedded tracker (the target of its `card_url`), shown to whoever may see its
 * run; anyone else, like a missing card, gets 404.
 */
export async function showCard(
  { db }: Pick<PipelineServices, "db">,
  baseUrl: string,
  key: string,
  principal: Principal,
) {
  const card = await db.query.trackerCards.findFirst({ where: eq(trackerCards.cardKey, key) });
  const run = card &&
    await db.query.pipelineRuns.findFirst({ where: eq(pipelineRuns.id, card.runId) });
  if (!card || !run || !canSee(principal, run)) {
    throw notFound(`tracker card ${key} not found`, { parameter: "card_key" });
  }
  return {
    card_key: card.cardKey,
    card_url: cardUrl(baseUrl, card.cardKey),
    project: card.project,
    title: card.title,
    description: card.description,
    pipeline_id: run.id,
    created_at: card.createdAt,
  };
}
