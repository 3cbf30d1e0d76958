/**
 * Player headshots: an SVG per player, drawn from the player alone (initials, and two colours
 * derived from the player's team, or from the player where there is none), so the same player
 * always gets the same image and the same ETag, on every instance, without storing anything.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { athletes } from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";

/** Bumped when the drawing changes, so caches holding the old image revalidate. */
const DRAWING_VERSION = "1";

/** FNV-1a, 32 bits: a stable small hash for picking colours. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`;

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );

export interface Headshot {
  body: string;
  etag: string;
  contentType: "image/svg+xml";
}

export function drawHeadshot(
  player: { id: string; firstName: string; lastName: string; teamId: string | null },
): string {
  const seed = fnv1a(player.teamId ?? player.id);
  const primary = hsl(seed, 62, 38);
  const secondary = hsl((seed >>> 9) + 150, 70, 58);
  const initials = `${player.firstName.trim()[0] ?? ""}${player.lastName.trim()[0] ?? ""}`
    .toUpperCase() || "?";
  const name = `${player.firstName} ${player.lastName}`.trim();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${
    escapeXml(name)
  }">
<title>${escapeXml(name)}</title>
<rect width="256" height="256" fill="${primary}"/>
<path d="M0 200 L256 150 L256 256 L0 256 Z" fill="${secondary}"/>
<circle cx="128" cy="112" r="72" fill="#ffffff" fill-opacity="0.18"/>
<text x="128" y="136" text-anchor="middle" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${
    escapeXml(initials)
  }</text>
</svg>
`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The headshot of a player of the athletes table; NotFound for an unknown id. */
export async function playerHeadshot(db: Database, playerId: string): Promise<Headshot> {
  const [player] = await db.select({
    id: athletes.id,
    firstName: athletes.firstName,
    lastName: athletes.lastName,
    teamId: athletes.teamId,
  }).from(athletes).where(eq(athletes.id, playerId)).limit(1);
  if (!player) throw notFound(`player ${playerId} not found`, { parameter: "player_id" });
  const body = drawHeadshot(player);
  const etag = `"${DRAWING_VERSION}-${(await sha256Hex(body)).slice(0, 32)}"`;
  return { body, etag, contentType: "image/svg+xml" };
}

/** Whether an If-None-Match header names this ETag (or `*`); weak comparison (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || strip(t) === strip(etag));
}
