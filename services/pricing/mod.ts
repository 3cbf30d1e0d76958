/**
 * Pricing: one model per event (input.ts → simulate.ts), every market read from it
 * (markets.ts), and same-game parlays priced jointly on the same simulations. An event is
 * simulated once per model version and data version; its markets are built once per pricing.
 */
import type { Database } from "../../db/client.ts";
import { badRequest } from "../errors.ts";
import { dataVersion, loadPricingInput, type PricingInput } from "./input.ts";
import { OVERROUND, parlayMargin } from "./margin.ts";
import {
  buildMarket,
  checkOffered,
  type Market,
  type MarketContext,
  type MarketOptions,
} from "./markets.ts";
import { ODD_TYPES, type OddType, type Outcome, round6 } from "./outcomes.ts";
import { simulate } from "./simulate.ts";
import { loadSeason, type SeasonSim, simulateSeason } from "./futures.ts";
import type { SportType } from "../sports/catalog.ts";

export { ODD_TYPES, type OddType } from "./outcomes.ts";
export { offeredOddTypes } from "./markets.ts";

/** Changes whenever the model changes, so that every cached price is made again. */
export const MODEL_VERSION = "pl-gumbel-1";

/**
 * Pricing work is bounded, so that a first pricing stays quick whatever the format: an event
 * gets `sims` simulations' worth of work at this many athlete-heat lines per simulation (a
 * 20-car race), never fewer than MIN_SIMULATIONS runs. Coherence holds at any count; longer
 * formats trade a little precision (standard error ≤ 0.8 % at the floor) for time.
 */
export const REFERENCE_LINES = 40;
export const MIN_SIMULATIONS = 4000;

/** Athlete-heat lines one simulation of the event runs. */
export function linesPerSimulation(input: PricingInput): number {
  const { def } = input;
  if (def.format === "team") return def.rounds.length * Math.max(1, input.entrants.length) / 4;
  return def.rounds.reduce((n, r, k) => {
    const stored = input.rounds[k]?.heats.reduce((t, h) => t + h.lines.length, 0) ?? 0;
    return n + (r.draw === "field" && stored ? stored : r.heats * r.size);
  }, 0);
}

export function simulationsFor(input: PricingInput, sims: number): number {
  const lines = Math.max(1, linesPerSimulation(input));
  return Math.min(sims, Math.max(MIN_SIMULATIONS, Math.floor((sims * REFERENCE_LINES) / lines)));
}

/** The most legs a same-game parlay takes. */
export const MAX_SGP_LEGS = 10;

export interface PricedEvent {
  version: string;
  input: PricingInput;
  ctx: MarketContext;
  market(oddType: OddType, options?: MarketOptions): IndexedMarket;
  /** Selections already resolved to outcomes (valid ones only, so bounded by the outcomes). */
  selections: Map<string, Outcome>;
}

/** A market with its outcomes by outcomeId and by id. */
export type IndexedMarket = Market & { byId: Map<string, Outcome> };

export interface Pricer {
  /**
   * The event's priced model; with `fresh`, priced from the data as it is now (waits for a
   * re-read, whatever the cache holds): what a writer that just committed a change asks for.
   */
  price(eventId: string, options?: { fresh?: boolean }): Promise<PricedEvent>;
  /** Resolves when no background re-read is under way (for tests and orderly shutdown). */
  idle(): Promise<void>;
  /** A tour's season, simulated from now on; once per data version. */
  season(sportType: SportType, tourId: string): Promise<SeasonSim>;
}

/**
 * Keeps each event's priced model and re-reads the event's data at most every `revalidateMs`,
 * in the background: requests keep getting the model they have until a new data version has
 * been priced (stale while revalidating); only an event's first pricing is waited for, and
 * concurrent requests share it.
 */
export function createPricer(
  db: Database,
  { sims = 20_000, clock = () => new Date(), maxEvents = 64, revalidateMs = 1000 } = {},
): Pricer {
  const cache = new Map<string, { priced: PricedEvent; checkedAt: number }>();
  /** The event's input when its data changed since `current` (or there is none), else null. */
  const revalidate = async (eventId: string, current?: PricedEvent) => {
    if (!current) return await loadPricingInput(db, eventId);
    const version = await dataVersion(db, eventId);
    return version === current.input.version ? null : await loadPricingInput(db, eventId, version);
  };
  const checking = new Map<string, Promise<PricedEvent>>();
  const seasons = new Map<string, SeasonSim>();
  const check = (eventId: string, fresh: boolean): Promise<PricedEvent> => {
    const now = clock().getTime();
    const hit = cache.get(eventId);
    if (hit && !fresh && now - hit.checkedAt < revalidateMs) return Promise.resolve(hit.priced);
    let pending = checking.get(eventId);
    if (!pending) {
      pending = revalidate(eventId, hit?.priced).then((input) => {
        if (!input) {
          // Unchanged: the model stands, checked again later.
          cache.set(eventId, { priced: hit!.priced, checkedAt: now });
          return hit!.priced;
        }
        const runs = simulationsFor(input, sims);
        const version = `${MODEL_VERSION}:${runs}:${input.version}`;
        const current = cache.get(eventId)?.priced;
        const priced = current?.version === version
          ? current
          : priceEvent(input, version, runs, clock().toISOString());
        cache.delete(eventId);
        if (cache.size >= maxEvents) cache.delete(cache.keys().next().value!);
        cache.set(eventId, { priced, checkedAt: now });
        return priced;
      }).finally(() => checking.delete(eventId));
      checking.set(eventId, pending);
      // A failed background re-read keeps the model it had; the next request tries again.
      if (hit) pending.catch(() => {});
    }
    return hit && !fresh ? Promise.resolve(hit.priced) : pending;
  };
  return {
    async season(sportType, tourId) {
      const season = await loadSeason(db, sportType, tourId);
      const hit = seasons.get(tourId);
      if (hit?.season.version === season.version) return hit;
      const sim = simulateSeason(
        season,
        Math.max(1000, Math.floor(sims / 2)),
        clock().toISOString(),
      );
      seasons.set(tourId, sim);
      return sim;
    },
    async idle() {
      await Promise.allSettled([...checking.values()]);
    },
    price(eventId, { fresh = false } = {}) {
      if (fresh) {
        // A re-read under way may have read before the caller's change: wait for it, then read.
        const earlier = checking.get(eventId)?.catch(() => {}) ?? Promise.resolve();
        return earlier.then(() => check(eventId, true));
      }
      return check(eventId, false);
    },
  };
}

function priceEvent(
  input: PricingInput,
  version: string,
  sims: number,
  pricedAt: string,
): PricedEvent {
  const sim = simulate(input, sims);
  const n = sim.n;
  const hist = new Int32Array(n * (n + 1));
  for (let s = 0; s < sims; s++) {
    for (let i = 0; i < n; i++) hist[i * (n + 1) + sim.finalPos[s * n + i]]++;
  }
  const ctx: MarketContext = {
    input,
    sim,
    pricedAt,
    final: input.event.status === "COMPLETED" ? input.finalPositions : null,
    cancelled: input.event.status === "CANCELLED",
    suspended: input.event.status === "POSTPONED",
    hist,
  };
  const markets = new Map<string, IndexedMarket>();
  return {
    version,
    input,
    ctx,
    selections: new Map(),
    market(oddType, options = {}) {
      const key = `${oddType}:${options.exactasType ?? ""}:${options.overUnderSubMarketType ?? ""}`;
      let m = markets.get(key);
      if (!m) {
        const built = buildMarket(ctx, oddType, options);
        const byId = new Map<string, Outcome>();
        for (const o of built.outcomes) byId.set(o.outcomeId, o).set(o.id, o);
        m = { ...built, byId };
        markets.set(key, m);
      }
      return m;
    },
  };
}

export interface EventOdds {
  publicId: string;
  eventId: string;
  numericEventId: number;
  oddType: OddType;
  [oddType: string]: unknown;
}

export interface OddsQuery {
  exactasType?: "2" | "3" | "4";
  overUnderSubMarketType?: MarketOptions["overUnderSubMarketType"];
}

export async function getEventOdds(
  pricer: Pricer,
  eventId: string,
  oddType: OddType,
  query: OddsQuery,
): Promise<EventOdds> {
  const options = marketOptions(oddType, query);
  const priced = await pricer.price(eventId);
  const { event } = priced.input;
  return {
    publicId: `${event.sportType}:${event.uuid}`,
    eventId: event.id,
    numericEventId: event.numericEventId,
    oddType,
    [oddType]: priced.market(oddType, options).entries,
  };
}

/** The query parameters that fit the odd type; any other is a mistake worth a 400. */
function marketOptions(oddType: OddType, query: OddsQuery): MarketOptions {
  if (query.exactasType !== undefined) {
    if (oddType !== "eventExacta" && oddType !== "heatExacta") {
      throw badRequest("exactasType applies to eventExacta and heatExacta only", {
        parameter: "exactasType",
      });
    }
    if (oddType === "heatExacta" && query.exactasType !== "2") {
      throw badRequest("heatExacta is priced for exactasType 2 (first and second) only", {
        parameter: "exactasType",
      });
    }
  }
  if (query.overUnderSubMarketType !== undefined && oddType !== "overUnder") {
    throw badRequest("overUnderSubMarketType applies to overUnder only", {
      parameter: "overUnderSubMarketType",
    });
  }
  return {
    exactasType: query.exactasType ? (Number(query.exactasType) as 2 | 3 | 4) : undefined,
    overUnderSubMarketType: query.overUnderSubMarketType,
  };
}

export interface SgpResult {
  viggedProbability: number;
  probability: number;
  decimalOdds: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The joint probability of all selections on the event's simulations: correlated legs are
 * priced together (A to win and A on the podium is just A to win), never as a product.
 */
export async function priceSgp(
  pricer: Pricer,
  eventId: string,
  selections: string[],
): Promise<SgpResult> {
  if (selections.length === 0) {
    throw badRequest("a same-game parlay needs at least one selection", {
      parameter: "selections",
    });
  }
  if (selections.length > MAX_SGP_LEGS) {
    throw badRequest(`a same-game parlay takes at most ${MAX_SGP_LEGS} selections`, {
      parameter: "selections",
    });
  }
  const duplicate = selections.find((x, k) => selections.indexOf(x) !== k);
  if (duplicate) {
    throw badRequest(`selection ${duplicate} is listed twice`, { parameter: "selections" });
  }
  const priced = await pricer.price(eventId);
  const legs = selections.map((selection) => {
    let leg = priced.selections.get(selection);
    if (!leg) {
      leg = findOutcome(priced, selection);
      priced.selections.set(selection, leg);
    }
    return leg;
  });
  // An outcomeId and its id name the same outcome.
  const twice = legs.find((leg, k) => legs.indexOf(leg) !== k);
  if (twice) {
    throw badRequest(`selection ${twice.outcomeId} is listed twice`, { parameter: "selections" });
  }
  for (const leg of legs) {
    if (leg.status !== "OPEN") {
      throw badRequest(`selection ${leg.outcomeId} is ${leg.status.toLowerCase()}, not open`, {
        parameter: "selections",
        selection: leg.outcomeId,
      });
    }
  }
  const { sims } = priced.ctx.sim;
  const columns = legs.map(hitsOf(sims));
  let hits = 0;
  for (let w = 0; w < columns[0].length; w++) {
    let all = columns[0][w];
    for (let k = 1; k < columns.length; k++) all &= columns[k][w];
    hits += popcount(all);
  }
  const probability = hits / sims;
  if (probability === 0) {
    throw badRequest("the selections contradict each other: they cannot all win together", {
      parameter: "selections",
    });
  }
  const vigged = parlayMargin(probability, OVERROUND.sgp);
  return {
    viggedProbability: round6(vigged),
    probability: round6(probability),
    decimalOdds: round6(1 / round6(vigged)),
  };
}

/**
 * The simulations in which an outcome happens, as a bitset: worked out once per outcome and
 * kept, so that a parlay is an AND of a few hundred words.
 */
const hitCache = new WeakMap<Outcome, Uint32Array>();
const hitsOf = (sims: number) => (o: Outcome): Uint32Array => {
  let bits = hitCache.get(o);
  if (!bits) {
    bits = new Uint32Array(Math.ceil(sims / 32));
    for (let s = 0; s < sims; s++) if (o.test(s)) bits[s >>> 5] |= 1 << (s & 31);
    hitCache.set(o, bits);
  }
  return bits;
};

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Every market an outcome's uuid may belong to: each odd type and its query variants. */
const MARKET_VARIANTS: [OddType, MarketOptions][] = [
  ...ODD_TYPES.map((o): [OddType, MarketOptions] => [o, {}]),
  ["eventExacta", { exactasType: 3 }],
  ["eventExacta", { exactasType: 4 }],
  ["overUnder", { overUnderSubMarketType: "points" }],
  ["overUnder", { overUnderSubMarketType: "gapToLeaders" }],
];

/**
 * The outcome a selection names on the event (its outcomeId, or its uuid); a 400 naming the
 * selection when the event has none such.
 */
export function findSelection(priced: PricedEvent, selection: string): Outcome {
  return priced.selections.get(selection) ?? findOutcome(priced, selection);
}

function findOutcome(priced: PricedEvent, selection: string): Outcome {
  const { event } = priced.input;
  const unknown = () =>
    badRequest(`unknown selection ${selection}`, { parameter: "selections", selection });
  if (UUID.test(selection)) {
    for (const [oddType, options] of MARKET_VARIANTS) {
      if (!offered(priced.input, oddType)) continue;
      let hit: Outcome | undefined;
      try {
        hit = priced.market(oddType, options).byId.get(selection);
      } catch {
        continue; // a variant the sport does not have
      }
      if (hit) return hit;
    }
    throw unknown();
  }
  const [uuid, market, ...rest] = selection.split(":");
  if (uuid !== event.uuid) {
    if (UUID.test(uuid ?? "")) {
      throw badRequest(`selection ${selection} belongs to another event`, {
        parameter: "selections",
        selection,
      });
    }
    throw unknown();
  }
  if (
    !(ODD_TYPES as readonly string[]).includes(market) || !offered(priced.input, market as OddType)
  ) {
    throw unknown();
  }
  const options: MarketOptions = market === "eventExacta"
    ? { exactasType: Number(rest[0]) as 2 | 3 | 4 }
    : market === "overUnder"
    ? { overUnderSubMarketType: rest[0] as MarketOptions["overUnderSubMarketType"] }
    : {};
  if (market === "eventExacta" && ![2, 3, 4].includes(options.exactasType!)) throw unknown();
  if (
    market === "overUnder" &&
    !["finishingPosition", "points", "gapToLeaders"].includes(options.overUnderSubMarketType!)
  ) throw unknown();
  let found: Outcome | undefined;
  try {
    found = priced.market(market as OddType, options).byId.get(selection);
  } catch {
    throw unknown();
  }
  if (!found) throw unknown();
  return found;
}

function offered(input: PricingInput, oddType: OddType): boolean {
  try {
    checkOffered(input, oddType);
    return true;
  } catch {
    return false;
  }
}
