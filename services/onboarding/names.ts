/**
 * One funnel entry per league: names are compared normalized (accents, case, punctuation and a
 * leading "the" dropped; "&" read as "and"), so "The Premier Lacrosse League" and
 * "premier lacrosse league" are the same league.
 */
export function normalizeLeagueName(name: string): string {
  return name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^the /, "")
    .replace(/\s+/g, " ");
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
