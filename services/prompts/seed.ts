/**
 * The shipped seed set (services/prompts/seed_data/) and how it enters the store: `seedPrompts`
 * writes each shared prompt that is missing, makes a new version of one whose shipped text
 * differs from its current version (so an admin's edit is kept in the history, and the shipped
 * text is restored), and leaves the rest alone. Running it twice changes nothing the second time.
 */
import { and, eq, inArray } from "drizzle-orm";
import { meta, prompts } from "../../db/schema/mod.ts";
import { FEW_SHOT_EXAMPLES, SCENARIOS } from "./seed_data/few_shot_examples.ts";
import { SYSTEM_PROMPTS } from "./seed_data/system_prompts.ts";
import type { SeedPrompt } from "./seed_data/types.ts";
import { insertPrompt, type PromptContext, SHARED_OWNER, writeVersion } from "./store.ts";
import { declareVariables } from "./template.ts";

export interface SeedSource {
  name: string;
  description: string;
  /** Where the data lives in the repository. */
  path: string;
  kind: "prompts" | "few_shot_examples" | "agents";
  items: number;
  /** Slugs (prompts) or ids (agents) it holds. */
  entries: string[];
  /** SHA-256 of the source's content, as written by the last seed when `seeded`. */
  checksum: string;
}

const SOURCES = [
  {
    name: "system_prompts",
    description: "System prompts of the six agents, the fallback assistant, the agent tool " +
      "protocol, a user request and an email template.",
    path: "services/prompts/seed_data/system_prompts.ts",
    kind: "prompts" as const,
    prompts: SYSTEM_PROMPTS,
  },
  {
    name: "few_shot_examples",
    description: `Worked partnership exchanges per business tier (platinum, gold, silver, ` +
      `bronze) and scenario (${SCENARIOS.join(", ")}).`,
    path: "services/prompts/seed_data/few_shot_examples.ts",
    kind: "few_shot_examples" as const,
    prompts: FEW_SHOT_EXAMPLES,
  },
];

/** Every shipped prompt. */
export const SEED_PROMPTS: readonly SeedPrompt[] = SOURCES.flatMap((s) => s.prompts);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The seed sources: the shipped prompt sets and the agent registry. */
export async function seedSources(ctx: PromptContext): Promise<SeedSource[]> {
  const out: SeedSource[] = [];
  for (const s of SOURCES) {
    out.push({
      name: s.name,
      description: s.description,
      path: s.path,
      kind: s.kind,
      items: s.prompts.length,
      entries: s.prompts.map((p) => p.slug),
      checksum: await sha256(JSON.stringify(s.prompts)),
    });
  }
  const agents = ctx.agents ?? [];
  out.push({
    name: "agents",
    description: "The agent registry: each agent's system prompt (by slug), tools and " +
      "capabilities. Code, not rows: agents are listed from it, their prompts seeded above.",
    path: "services/agents/registry.ts",
    kind: "agents",
    items: agents.length,
    entries: agents.map((a) => a.id),
    checksum: await sha256(JSON.stringify(agents)),
  });
  return out;
}

/** The checksum of the whole shipped prompt set. */
export const shippedChecksum = () => sha256(JSON.stringify(SEED_PROMPTS));

export const META_SEEDED_AT = "prompts.seeded_at";
export const META_CHECKSUM = "prompts.seed_checksum";

export interface SeedResult {
  created: number;
  updated: number;
  unchanged: number;
  total: number;
  checksum: string;
  seeded_at: string;
  /** What happened to each shipped prompt. */
  prompts: {
    slug: string;
    id: string;
    version: number;
    action: "created" | "updated" | "unchanged";
  }[];
}

/** Writes the shipped set into the shared prompts (idempotent). */
export async function seedPrompts(ctx: Pick<PromptContext, "db" | "clock">): Promise<SeedResult> {
  const existing = await ctx.db.select().from(prompts).where(and(
    eq(prompts.ownerKind, SHARED_OWNER.kind),
    eq(prompts.ownerId, SHARED_OWNER.id),
    inArray(prompts.slug, SEED_PROMPTS.map((p) => p.slug)),
  ));
  const result: SeedResult["prompts"] = [];
  for (const source of SOURCES) {
    for (const p of source.prompts) {
      const fields = {
        name: p.name,
        content: p.content,
        prompt_type: p.type,
        description: p.description,
        tags: p.tags,
        labels: p.labels ?? {},
        variables: declareVariables(p.content, p.variables),
      };
      const row = existing.find((r) => r.slug === p.slug);
      if (!row) {
        let inserted;
        try {
          inserted = await insertPrompt(ctx, SHARED_OWNER, p.slug, fields, `seed:${source.name}`);
        } catch {
          continue; // a concurrent seed wrote it
        }
        result.push({ slug: p.slug, id: inserted.id, version: 1, action: "created" });
        continue;
      }
      const { row: now, changed } = await writeVersion(ctx, row, {
        ...fields,
        variables: fields.variables,
      }, "seed");
      result.push({
        slug: p.slug,
        id: now.id,
        version: now.version,
        action: changed ? "updated" : "unchanged",
      });
    }
  }
  const checksum = await shippedChecksum();
  const seededAt = ctx.clock().toISOString();
  for (const [key, value] of [[META_SEEDED_AT, seededAt], [META_CHECKSUM, checksum]]) {
    await ctx.db.insert(meta).values({ key, value })
      .onConflictDoUpdate({ target: meta.key, set: { value } });
  }
  const counted = (a: string) => result.filter((r) => r.action === a).length;
  return {
    created: counted("created"),
    updated: counted("updated"),
    unchanged: counted("unchanged"),
    total: result.length,
    checksum,
    seeded_at: seededAt,
    prompts: result,
  };
}
