import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leagues, scrapedLeagues } from "../../db/schema/mod.ts";

/**
 * A league name as a comparison key: accents, case, punctuation and a leading "the" do not make
 * two leagues; "&" is "and". Null when nothing is left.
 */
export function nameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const key = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/&/g, " and ").replace(/[^\p{L}\p{N}]+/gu, " ").trim().replace(/^the /, "");
  return key || null;
}

/**
 * A URL's site as a comparison key: the host in lower case, without `www.` and a trailing dot,
 * with its port when it is not the scheme's default (another port is another site).
 */
export function hostKey(url: string): string {
  try {
    const u = new URL(url);
    const host = u.hostname.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
    return u.port ? `${host}:${u.port}` : host;
  } catch {
    return "";
  }
}

/** `league:<id>` for a catalog league with this name or alias, else null. */
export async function catalogDuplicate(db: Database, key: string): Promise<string | null> {
  const rows = await db.select({ id: leagues.id, name: leagues.name, aliases: leagues.aliases })
    .from(leagues);
  for (const row of rows) {
    let aliases: unknown = [];
    try {
      aliases = JSON.parse(row.aliases);
    } catch {
      aliases = [];
    }
    const names = [row.name, ...(Array.isArray(aliases) ? aliases : [])];
    if (names.some((n) => typeof n === "string" && nameKey(n) === key)) return `league:${row.id}`;
  }
  return null;
}

/** `scrape:<id>` for an earlier scrape that read this host or a league of this name. */
export async function scrapeDuplicate(
  db: Database,
  match: { host?: string; key?: string | null },
): Promise<string | null> {
  const conditions = [
    match.host ? eq(scrapedLeagues.host, match.host) : undefined,
    match.key ? eq(scrapedLeagues.nameKey, match.key) : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return null;
  const [row] = await db.select({ id: scrapedLeagues.id }).from(scrapedLeagues)
    .where(and(eq(scrapedLeagues.status, "ok"), or(...conditions)))
    .orderBy(scrapedLeagues.fetchedAt).limit(1);
  return row ? `scrape:${row.id}` : null;
}
