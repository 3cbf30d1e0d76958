/**
 * The prompt store: versioned prompt records in libSQL. Every caller sees the shared prompts
 * (the shipped seed set) and its own; tenant admins see all. Another owner's prompt does not
 * exist for a caller (404). An update that changes anything makes a new version; old versions
 * stay readable.
 */
import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { prompts, type PromptType, promptVersions } from "../../db/schema/mod.ts";
import type { Embedder } from "../ai/embeddings.ts";
import { ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { AppError, forbidden, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import { declareVariables, type PromptVariable } from "./template.ts";

/** An agent as the prompt builder needs it (services/agents/registry.ts has the real ones). */
export interface PromptAgent {
  id: string;
  name: string;
  description: string;
  prompt_slug: string;
  tools: readonly string[];
  capabilities: readonly string[];
  max_steps: number;
}

/** What prompt verbs work with: the database, the embedder, the clock and the caller. */
export interface PromptContext {
  db: Database;
  embedder: Embedder;
  clock: () => Date;
  /** Sees the shared prompts and its own (all, for tenant admins). Absent: shared only. */
  principal?: Principal;
  /** The agent registry, for builds that name an agent. */
  agents?: readonly PromptAgent[];
}

/** The owner of the shared, shipped prompts. */
export const SHARED_OWNER = { kind: "system", id: "seed" } as const;

export type PromptRow = typeof prompts.$inferSelect;
type VersionRow = typeof promptVersions.$inferSelect;

export interface PromptVersionSummary {
  version: number;
  name: string;
  created_at: string;
  created_by: string;
}

/** A prompt as the API and other services see it. */
export interface PromptRecord {
  id: string;
  slug: string;
  name: string;
  prompt_type: PromptType;
  description: string;
  content: string;
  variables: PromptVariable[];
  tags: string[];
  labels: Record<string, string>;
  version: number;
  latest_version: number;
  shared: boolean;
  owner: { kind: string; id: string };
  source: string;
  created_at: string;
  updated_at: string;
}

/** A prompt with its version list, as `getPrompt` answers. */
export interface PromptWithVersions extends PromptRecord {
  versions: PromptVersionSummary[];
}

const isShared = (row: Pick<PromptRow, "ownerKind" | "ownerId">) =>
  row.ownerKind === SHARED_OWNER.kind && row.ownerId === SHARED_OWNER.id;

export function recordOf(row: PromptRow, version?: VersionRow): PromptRecord {
  const v = version ?? row;
  return {
    id: row.id,
    slug: row.slug,
    name: v.name,
    prompt_type: v.type,
    description: v.description,
    content: v.content,
    variables: JSON.parse(v.variables),
    tags: JSON.parse(v.tags),
    labels: JSON.parse(v.labels),
    version: version?.version ?? row.version,
    latest_version: row.version,
    shared: isShared(row),
    owner: { kind: row.ownerKind, id: row.ownerId },
    source: row.source,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The prompts a caller may see, as a WHERE condition (undefined: all of them). */
export function visibleTo(p: Principal | undefined): SQL | undefined {
  const shared = and(
    eq(prompts.ownerKind, SHARED_OWNER.kind),
    eq(prompts.ownerId, SHARED_OWNER.id),
  );
  if (!p) return shared;
  if (seesAll(p)) return undefined;
  const mine = ownerOf(p);
  return or(shared, and(eq(prompts.ownerKind, mine.kind), eq(prompts.ownerId, mine.id)));
}

/** kebab-case of a name, at most 80 characters. */
export function slugify(name: string): string {
  const slug = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80).replace(/-+$/, "");
  return slug || "prompt";
}

/**
 * The prompt an id or slug names for this caller: an id first; for a slug, the caller's own
 * prompt before a shared one (then, for admins, any owner's). 404 when the caller sees none.
 */
export async function findPrompt(ctx: PromptContext, ref: string): Promise<PromptRow> {
  const rows = await ctx.db.select().from(prompts).where(
    and(visibleTo(ctx.principal), or(eq(prompts.id, ref), eq(prompts.slug, ref))),
  );
  const mine = ctx.principal && ownerOf(ctx.principal);
  const rank = (r: PromptRow) =>
    r.id === ref
      ? 0
      : mine && r.ownerKind === mine.kind && r.ownerId === mine.id
      ? 1
      : isShared(r)
      ? 2
      : 3;
  const row = rows.sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt))[0];
  if (!row) throw notFound(`prompt ${ref} not found`, { parameter: "prompt_id" });
  return row;
}

async function versionsOf(ctx: PromptContext, id: string): Promise<VersionRow[]> {
  return await ctx.db.select().from(promptVersions).where(eq(promptVersions.promptId, id))
    .orderBy(asc(promptVersions.version));
}

/** One prompt with its version list; `version` picks an older version's content. */
export async function getPrompt(
  ctx: PromptContext,
  ref: string,
  version?: number,
): Promise<PromptWithVersions> {
  const row = await findPrompt(ctx, ref);
  const versions = await versionsOf(ctx, row.id);
  let picked: VersionRow | undefined;
  if (version !== undefined) {
    picked = versions.find((v) => v.version === version);
    if (!picked) {
      throw notFound(`prompt ${ref} has no version ${version} (latest: ${row.version})`, {
        parameter: "version",
      });
    }
  }
  return {
    ...recordOf(row, picked),
    versions: versions.map((v) => ({
      version: v.version,
      name: v.name,
      created_at: v.createdAt,
      created_by: v.createdBy,
    })),
  };
}

export interface PromptFields {
  name: string;
  content: string;
  prompt_type: PromptType;
  description: string;
  tags: string[];
  labels: Record<string, string>;
  variables: PromptVariable[];
}

export interface NewPrompt {
  name: string;
  content: string;
  prompt_type?: PromptType;
  description?: string;
  slug?: string;
  tags?: string[];
  labels?: Record<string, string>;
  /** Declared variables: names or {name, description, default}; must match the placeholders. */
  variables?: (string | PromptVariable)[];
}

const labelText = (labels: Record<string, string>) => Object.values(labels).join(" ");

function versionValues(id: string, version: number, f: PromptFields, by: string, at: string) {
  return {
    promptId: id,
    version,
    name: f.name,
    type: f.prompt_type,
    description: f.description,
    content: f.content,
    variables: JSON.stringify(f.variables),
    tags: JSON.stringify(f.tags),
    labels: JSON.stringify(f.labels),
    createdBy: by,
    createdAt: at,
  };
}

/**
 * Writes a new prompt (version 1) for `owner`. 409 when the owner already has a prompt of this
 * slug.
 */
export async function insertPrompt(
  ctx: Pick<PromptContext, "db" | "clock">,
  owner: { kind: string; id: string },
  slug: string,
  f: PromptFields,
  source: string,
): Promise<PromptRow> {
  const conflict = () =>
    new AppError("conflict", `a prompt with slug '${slug}' exists`, {
      parameter: "name",
      slug,
    }, { suggestion: "Update it with PUT /api/prompts/{prompt_id}, or choose another name." });
  const taken = await ctx.db.select({ id: prompts.id }).from(prompts).where(and(
    eq(prompts.ownerKind, owner.kind),
    eq(prompts.ownerId, owner.id),
    eq(prompts.slug, slug),
  ));
  if (taken.length) throw conflict();
  const at = ctx.clock().toISOString();
  const id = newId("prm");
  const by = owner.kind === SHARED_OWNER.kind ? "seed" : `${owner.kind}:${owner.id}`;
  try {
    const [inserted] = await ctx.db.batch([
      ctx.db.insert(prompts).values({
        id,
        slug,
        ownerKind: owner.kind,
        ownerId: owner.id,
        name: f.name,
        type: f.prompt_type,
        description: f.description,
        content: f.content,
        variables: JSON.stringify(f.variables),
        tags: JSON.stringify(f.tags),
        labels: JSON.stringify(f.labels),
        labelText: labelText(f.labels),
        version: 1,
        source,
        createdAt: at,
        updatedAt: at,
      }).returning(),
      ctx.db.insert(promptVersions).values(versionValues(id, 1, f, by, at)),
    ]);
    return inserted[0];
  } catch (err) {
    // Another request took the slug between the check and the write.
    if (String((err as Error)?.message ?? err).includes("UNIQUE")) throw conflict();
    throw err;
  }
}

/** `POST /api/prompts`: a new prompt of the caller's, version 1. */
export async function createPrompt(
  ctx: PromptContext,
  input: NewPrompt,
): Promise<PromptWithVersions> {
  if (!ctx.principal) throw forbidden("creating a prompt needs a caller");
  const fields: PromptFields = {
    name: input.name,
    content: input.content,
    prompt_type: input.prompt_type ?? "user",
    description: input.description ?? "",
    tags: [...new Set(input.tags ?? [])],
    labels: input.labels ?? {},
    variables: declareVariables(input.content, input.variables),
  };
  const slug = input.slug ?? slugify(input.name);
  const row = await insertPrompt(ctx, ownerOf(ctx.principal), slug, fields, "api");
  return await getPrompt(ctx, row.id);
}

export type PromptChanges = Partial<Omit<NewPrompt, "slug">>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields after `changes`: a new template keeps the description and default of variables
 * it still uses; declared variables must match the (new) template.
 */
function merged(row: PromptRow, changes: PromptChanges): PromptFields {
  const content = changes.content ?? row.content;
  const current: PromptVariable[] = JSON.parse(row.variables);
  const variables = changes.variables !== undefined
    ? declareVariables(content, changes.variables)
    : declareVariables(content, undefined).map((v) => current.find((c) => c.name === v.name) ?? v);
  return {
    name: changes.name ?? row.name,
    content,
    prompt_type: changes.prompt_type ?? row.type,
    description: changes.description ?? row.description,
    tags: changes.tags ? [...new Set(changes.tags)] : JSON.parse(row.tags),
    labels: changes.labels ?? JSON.parse(row.labels),
    variables,
  };
}

/**
 * Writes `changes` as the next version of a prompt row, unless they change nothing. Another
 * writer's version in between is a 409.
 */
export async function writeVersion(
  ctx: Pick<PromptContext, "db" | "clock">,
  row: PromptRow,
  changes: PromptChanges,
  by: string,
): Promise<{ row: PromptRow; changed: boolean }> {
  const next = merged(row, changes);
  const now: PromptFields = {
    name: row.name,
    content: row.content,
    prompt_type: row.type,
    description: row.description,
    tags: JSON.parse(row.tags),
    labels: JSON.parse(row.labels),
    variables: JSON.parse(row.variables),
  };
  if (same(next, now)) return { row, changed: false };
  const at = ctx.clock().toISOString();
  const version = row.version + 1;
  const [updated] = await ctx.db.batch([
    ctx.db.update(prompts).set({
      name: next.name,
      type: next.prompt_type,
      description: next.description,
      content: next.content,
      variables: JSON.stringify(next.variables),
      tags: JSON.stringify(next.tags),
      labels: JSON.stringify(next.labels),
      labelText: labelText(next.labels),
      version,
      updatedAt: at,
    }).where(and(eq(prompts.id, row.id), eq(prompts.version, row.version))).returning(),
    ctx.db.insert(promptVersions).values(versionValues(row.id, version, next, by, at))
      .onConflictDoNothing(),
  ]);
  if (!updated.length) {
    throw new AppError("conflict", `prompt ${row.id} changed meanwhile; read it and retry`, {
      parameter: "prompt_id",
    });
  }
  return { row: updated[0], changed: true };
}

/**
 * `PUT /api/prompts/{prompt_id}`: a new version with the changes. Shared prompts are changed by
 * tenant admins only (403 for others, who can read them).
 */
export async function updatePrompt(
  ctx: PromptContext,
  ref: string,
  changes: PromptChanges,
): Promise<PromptWithVersions> {
  if (!ctx.principal) throw forbidden("updating a prompt needs a caller");
  const row = await findPrompt(ctx, ref);
  if (isShared(row) && !seesAll(ctx.principal)) {
    throw forbidden("shared prompts are changed by admins only; create your own copy instead", {
      prompt_id: row.id,
    });
  }
  const owner = ownerOf(ctx.principal);
  await writeVersion(ctx, row, changes, `${owner.kind}:${owner.id}`);
  return await getPrompt(ctx, row.id);
}

/** Every prompt the caller sees, newest first, optionally of one type. */
export async function listPrompts(
  ctx: PromptContext,
  filter: { prompt_type?: PromptType } = {},
): Promise<PromptRecord[]> {
  const rows = await ctx.db.select().from(prompts).where(and(
    visibleTo(ctx.principal),
    filter.prompt_type ? eq(prompts.type, filter.prompt_type) : undefined,
  )).orderBy(desc(prompts.updatedAt), asc(prompts.slug));
  return rows.map((r) => recordOf(r));
}

/** Rows the caller sees, for search and statistics. */
export async function visibleRows(
  ctx: PromptContext,
  where?: SQL,
): Promise<PromptRow[]> {
  return await ctx.db.select().from(prompts).where(and(visibleTo(ctx.principal), where))
    .orderBy(asc(prompts.slug));
}

/** Versions of the prompts the caller sees. */
export async function countVersions(ctx: PromptContext): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)` }).from(promptVersions)
    .innerJoin(prompts, eq(prompts.id, promptVersions.promptId)).where(visibleTo(ctx.principal));
  return Number(n);
}
