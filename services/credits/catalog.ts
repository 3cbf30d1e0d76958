/**
 * What credits cost and what things cost in credits. Documented in the OpenAPI descriptions of
 * GET /api/credits/packages and POST /api/credits/{user_id}/check, which are built from these
 * tables.
 */

export interface CreditPackage {
  id: string;
  name: string;
  /** Credits received, bonus included. */
  credits: number;
  /** Of which bonus credits. */
  bonus_credits: number;
  /** Price in the currency's minor unit (cents). */
  price_cents: number;
  currency: "usd";
  description: string;
}

/** The credit packages on sale. */
export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  {
    id: "starter",
    name: "Starter",
    credits: 100,
    bonus_credits: 0,
    price_cents: 500,
    currency: "usd",
    description: "100 credits: about 100 direct answers.",
  },
  {
    id: "standard",
    name: "Standard",
    credits: 550,
    bonus_credits: 50,
    price_cents: 2500,
    currency: "usd",
    description: "500 credits plus 50 bonus.",
  },
  {
    id: "pro",
    name: "Pro",
    credits: 1200,
    bonus_credits: 200,
    price_cents: 5000,
    currency: "usd",
    description: "1,000 credits plus 200 bonus.",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    credits: 6000,
    bonus_credits: 1000,
    price_cents: 20000,
    currency: "usd",
    description: "5,000 credits plus 1,000 bonus.",
  },
];

export const PACKAGE_IDS = CREDIT_PACKAGES.map((p) => p.id) as [string, ...string[]];

export const packageById = (id: string) => CREDIT_PACKAGES.find((p) => p.id === id);

/**
 * Credits per sports-intelligence query type: a direct answer from the catalog, events or odds;
 * a retrieval search over the document corpus; a workflow started for the caller.
 */
export const QUERY_COSTS = {
  direct: 1,
  search: 2,
  workflow: 5,
} as const;

export type QueryType = keyof typeof QUERY_COSTS;
export const QUERY_TYPES = Object.keys(QUERY_COSTS) as [QueryType, ...QueryType[]];
/** The query type a check without `query_type` prices. */
export const DEFAULT_QUERY_TYPE: QueryType = "direct";

/** The cost table as one line of prose, for descriptions. */
export const describeCosts = () =>
  Object.entries(QUERY_COSTS).map(([type, cost]) => `\`${type}\` ${cost}`).join(", ");

export const describePackages = () =>
  CREDIT_PACKAGES.map((p) =>
    `\`${p.id}\` ${p.credits} credits for $${(p.price_cents / 100).toFixed(2)}`
  ).join(", ");
