/** The pure betting logic placement uses: quotes against our price, settlement in credits. */
import assert from "node:assert/strict";
import {
  type LegResult,
  legsKey,
  type ParlayBet,
  type PricedSelection,
  quote,
  quoteParlay,
  QuoteRefused,
  settle,
} from "../services/betting/mod.ts";
import { AppError } from "../services/errors.ts";

const open: PricedSelection = {
  selection_id: "u:eventWinner:7",
  market_id: "wsl:u:eventWinner",
  odds: 4.2,
  status: "open",
};

function refused(fn: () => unknown, reason: string, current: number) {
  assert.throws(fn, (err) => {
    assert.ok(err instanceof QuoteRefused, String(err));
    assert.equal(err.reason, reason);
    assert.equal(err.status, 409);
    assert.equal(err.details.reason, reason);
    assert.equal(err.details.current_odds, current);
    return true;
  });
}

Deno.test("quote: struck at our current odds within the tolerance", () => {
  const q = quote(open, 4.2, 0);
  assert.deepEqual(q, {
    selection_id: open.selection_id,
    market_id: open.market_id,
    odds: 4.2,
    odds_x100: 420,
    requested_odds: 4.2,
    moved_bp: 0,
  });
  // 4.00 → 4.20 is +5 %: inside 5 %, and the bet takes our price, not the requested one.
  const longer = quote(open, 4, 0.05);
  assert.equal(longer.odds_x100, 420);
  assert.equal(longer.moved_bp, 500);
  // 4.40 → 4.20 is −4.55 %.
  assert.equal(quote(open, 4.4, 0.05).moved_bp, -454);
});

Deno.test("quote: price_moved beyond the tolerance, either way, with the current price", () => {
  refused(() => quote(open, 4, 0.04), "price_moved", 4.2);
  refused(() => quote(open, 4.5, 0.05), "price_moved", 4.2);
  refused(() => quote(open, 4.21, 0), "price_moved", 4.2);
});

Deno.test("quote: suspended and closed markets are refused whatever the price", () => {
  refused(() => quote({ ...open, status: "suspended" }, 4.2, 1), "market_suspended", 4.2);
  refused(() => quote({ ...open, status: "closed" }, 4.2, 1), "market_closed", 4.2);
});

Deno.test("quote: bad odds or tolerance are a 400 naming the parameter", () => {
  for (
    const [odds, tolerance, parameter] of [
      [1, 0.05, "odds"],
      [Number.NaN, 0.05, "odds"],
      [4.2, -0.1, "tolerance"],
      [4.2, 2, "tolerance"],
    ] as const
  ) {
    assert.throws(() => quote(open, odds, tolerance), (err) => {
      assert.ok(err instanceof AppError && !(err instanceof QuoteRefused));
      assert.equal(err.status, 400);
      assert.equal(err.details.parameter, parameter);
      return true;
    });
  }
});

Deno.test("settle a single: WIN, LOSE, VOID", () => {
  const bet = { kind: "single" as const, stake: 100, selection_id: "s", odds_x100: 420 };
  assert.deepEqual(settle(bet, { kind: "WIN" }), {
    outcome: "WIN",
    stake: 100,
    payout: 420,
    net: 320,
    odds_x100: 420,
    dead_heat_factor: [1, 1],
  });
  assert.deepEqual(settle(bet, { kind: "LOSE" }).payout, 0);
  assert.equal(settle(bet, { kind: "LOSE" }).net, -100);
  const voided = settle(bet, { kind: "VOID" });
  assert.equal(voided.outcome, "VOID");
  assert.equal(voided.payout, 100);
  assert.equal(voided.net, 0);
  // Floored to the credit: 33 × 2.35 = 77.55.
  assert.equal(settle({ ...bet, stake: 33, odds_x100: 235 }, { kind: "WIN" }).payout, 77);
});

Deno.test("settle a single: PAYOUT, the dead-heat rule", () => {
  const bet = { kind: "single" as const, stake: 100, selection_id: "s", odds_x100: 500 };
  // Two tied for the win: half the stake at 5.00, the other half lost.
  const two = settle(bet, { kind: "PAYOUT", tied: 2 });
  assert.equal(two.outcome, "PAYOUT");
  assert.equal(two.payout, 250);
  assert.deepEqual(two.dead_heat_factor, [1, 2]);
  // Three tied for the last paying place: a third at full odds (500/3 = 166.67 → 166).
  assert.equal(settle(bet, { kind: "PAYOUT", tied: 3, places: 1 }).payout, 166);
  // Three tied for 2nd and 3rd in a top-3 market: two thirds.
  assert.equal(settle(bet, { kind: "PAYOUT", tied: 3, places: 2 }).payout, 333);
  // As many places as tied: a plain win.
  const all = settle(bet, { kind: "PAYOUT", tied: 2, places: 2 });
  assert.equal(all.outcome, "WIN");
  assert.equal(all.payout, 500);
  assert.throws(() => settle(bet, { kind: "PAYOUT", tied: 1 }), AppError);
});

Deno.test("settle: amounts stay exact integers for large stakes", () => {
  const stake = 1_000_000_000_007; // 1e12 credits
  const won = settle({ kind: "single", stake, selection_id: "s", odds_x100: 100_100 }, {
    kind: "WIN",
  });
  assert.equal(won.payout, stake * 1001);
  assert.ok(Number.isSafeInteger(won.payout));
  // A payout past 2^53 cannot be kept exactly: refused, never rounded.
  assert.throws(
    () => settle({ kind: "single", stake: 9e12, selection_id: "s", odds_x100: 100_100 }, WIN),
    AppError,
  );
  for (const bad of [0, -5, 1.5, Number.NaN]) {
    assert.throws(
      () =>
        settle({ kind: "single", stake: bad, selection_id: "s", odds_x100: 200 }, {
          kind: "WIN",
        }),
      AppError,
    );
  }
});

const parlay: ParlayBet = {
  kind: "parlay",
  stake: 100,
  legs: [
    { selection_id: "a", odds_x100: 300 },
    { selection_id: "b", odds_x100: 200 },
    { selection_id: "c", odds_x100: 150 },
  ],
  odds_x100: 800, // jointly priced: less than the product 9.00 (correlated legs)
  void_odds_x100: { [legsKey(["a", "b"])]: 550, [legsKey(["b", "c"])]: 270 },
};
const results = (a: LegResult, b: LegResult, c: LegResult) => ({ a, b, c });
const WIN = { kind: "WIN" } as const;
const LOSE = { kind: "LOSE" } as const;
const VOID = { kind: "VOID" } as const;

Deno.test("settle a parlay leg by leg: WIN, LOSE, VOID", () => {
  const won = settle(parlay, results(WIN, WIN, WIN));
  assert.equal(won.outcome, "WIN");
  assert.equal(won.payout, 800);
  assert.equal(settle(parlay, results(WIN, LOSE, WIN)).outcome, "LOSE");
  assert.equal(settle(parlay, results(VOID, LOSE, WIN)).payout, 0, "a lost leg loses it");
  const voided = settle(parlay, results(VOID, VOID, VOID));
  assert.equal(voided.outcome, "VOID");
  assert.equal(voided.payout, 100);
});

Deno.test("settle a parlay: a void leg drops out at the price of the legs left", () => {
  // c void: a and b's same-game price recorded at placement.
  const c = settle(parlay, results(WIN, WIN, VOID));
  assert.equal(c.outcome, "WIN");
  assert.equal(c.odds_x100, 550);
  assert.equal(c.payout, 550);
  // a void, no recorded price for {b, c}? there is one: 2.70.
  assert.equal(settle(parlay, results(VOID, WIN, WIN)).payout, 270);
  // b void, none recorded for {a, c}: 8.00 / 2.00 = 4.00.
  assert.equal(settle(parlay, results(WIN, VOID, WIN)).odds_x100, 400);
  // Two void, none recorded: 8.00 / 3.00 / 2.00 = 1.33 (floored to the cent).
  assert.equal(settle(parlay, results(VOID, VOID, WIN)).odds_x100, 133);
  // Never below evens: correlated legs whose joint price is under the dropped leg's.
  const tight = { ...parlay, odds_x100: 310, void_odds_x100: undefined };
  assert.equal(settle(tight, results(VOID, WIN, VOID)).odds_x100, 100);
});

Deno.test("settle a parlay: a dead-heat leg reduces the stake carried on", () => {
  const dh = settle(parlay, results(WIN, { kind: "PAYOUT", tied: 2 }, WIN));
  assert.equal(dh.outcome, "PAYOUT");
  assert.equal(dh.payout, 400);
  assert.deepEqual(dh.dead_heat_factor, [1, 2]);
  const both = settle(
    parlay,
    results({ kind: "PAYOUT", tied: 2 }, { kind: "PAYOUT", tied: 3 }, VOID),
  );
  assert.deepEqual(both.dead_heat_factor, [1, 6]);
  assert.equal(both.payout, Math.floor(100 * 5.5 / 6));
  assert.throws(() => settle(parlay, { a: WIN, b: WIN }), AppError, "a leg without a result");
});

Deno.test("quoteParlay: struck at the joint price, or price_moved", () => {
  const price = {
    event_id: "wsl:u",
    legs: parlay.legs,
    odds_x100: 800,
    void_odds_x100: parlay.void_odds_x100!,
  };
  const q = quoteParlay(price, 7.8, 0.05);
  assert.equal(q.odds_x100, 800);
  assert.equal(q.event_id, "wsl:u");
  assert.deepEqual(q.void_odds_x100, parlay.void_odds_x100);
  refused(() => quoteParlay(price, 9, 0.05), "price_moved", 8);
});
