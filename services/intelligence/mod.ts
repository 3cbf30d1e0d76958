/**
 * Sports intelligence (POST /api/sports-intelligence): a question is routed (routing.ts) to a
 * direct answer, a document search or a workflow start (work.ts), under credit-based access:
 *
 * 1. the query type's cost (`QUERY_COSTS`) is held from the payer's credits before any work
 *    (402 INSUFFICIENT_CREDITS when short, and nothing runs);
 * 2. the work runs;
 * 3. the hold is captured when the work answered, released (the credits come back) when it
 *    failed or found nothing. A crash between 1 and 3 leaves a hold that lapses by itself.
 *
 * The ledger key is the payer's and the request's `Idempotency-Key`: a retry with the same key
 * holds nothing new, so it is never charged twice. A replay of an answered query answers again
 * (a workflow's replay reports the run the first request started); a key whose query is still
 * running, was refunded or was used for another request is a 409.
 */
import { ownerOf } from "../auth/principal.ts";
import type { QueryType } from "../credits/catalog.ts";
import { QUERY_COSTS } from "../credits/catalog.ts";
import { creditOwner } from "../credits/accounts.ts";
import * as ledger from "../credits/ledger.ts";
import { holdQueryCost, settleQueryCost } from "../credits/queries.ts";
import { namedLeagues } from "../catalog/leagues.ts";
import { AppError, conflict, forbidden, insufficientCredits } from "../errors.ts";
import { newId } from "../random.ts";
import { sha256 } from "../retrieval/mod.ts";
import { routeQuery, type Routing } from "./routing.ts";
import {
  directAnswer,
  ownWorkflows,
  searchAnswer,
  startWorkflow,
  type WorkContext,
  type WorkResult,
} from "./work.ts";

export { DIRECT_AGENT } from "./work.ts";
export { routeQuery, type Routing } from "./routing.ts";

export type IntelligenceContext = WorkContext;

export interface IntelligenceRequest {
  query: string;
  query_type?: QueryType;
  /** Whose credits pay: the caller's own by default; another user's for admins only. */
  user_id?: string;
  /** Search only: chunks to retrieve. */
  top_k?: number;
  /** Workflow only: the workflow to start. */
  workflow_id?: string;
  /** Workflow only: this run's payload instead of the stored one. */
  payload?: Record<string, unknown>;
  /** The request's Idempotency-Key header. */
  idempotency_key?: string;
}

export interface Charge {
  user_id: string;
  query_type: QueryType;
  /** Credits the query type costs. */
  cost: number;
  /** `captured`: charged; `released`: nothing charged (the work failed or found nothing). */
  status: "captured" | "released";
  /** Credits taken: the cost when captured, 0 when released. */
  charged: number;
  hold_id: string;
  /** The ledger transfer of the charge; null when released. */
  transaction_id: string | null;
  idempotency_key: string | null;
}

export interface IntelligenceAnswer {
  query: string;
  query_type: QueryType;
  routing: Omit<Routing, "query_type">;
  answer: string;
  citations: WorkResult["citations"];
  tool_calls: WorkResult["tool_calls"];
  workflow_run: WorkResult["workflow_run"];
  provider: string;
  charge: Charge;
  /** The payer's credits after this query. */
  balance: { balance: number; held: number; available: number };
  /** True when the Idempotency-Key had been answered before: nothing was charged this time. */
  replayed: boolean;
}

const unprocessable = (field: string, message: string) =>
  new AppError("unprocessable", message, {
    parameter: field,
    issues: [{ location: "json", field, message, code: "invalid_for_query_type" }],
  });

/** Fields that belong to one route only, refused beside another explicit `query_type`. */
function checkFields(input: IntelligenceRequest) {
  const type = input.query_type;
  if (!type) {
    if (input.top_k !== undefined && (input.workflow_id ?? input.payload) !== undefined) {
      throw unprocessable(
        "top_k",
        "top_k is for search queries and workflow_id and payload for workflow queries; send " +
          "the fields of one",
      );
    }
    return;
  }
  for (const field of ["workflow_id", "payload"] as const) {
    if (input[field] !== undefined && type !== "workflow") {
      throw unprocessable(field, `${field} is for workflow queries; this is a ${type} query`);
    }
  }
  if (input.top_k !== undefined && type !== "search") {
    throw unprocessable("top_k", `top_k is for search queries; this is a ${type} query`);
  }
}

/** The user whose credits pay: the caller's own, or (admins) the one named. */
async function payerOf(ctx: IntelligenceContext, userId: string | undefined): Promise<string> {
  if (userId !== undefined) {
    return await creditOwner(ctx, userId);
  }
  const owner = ownerOf(ctx.principal);
  if (owner.kind !== "user") {
    throw forbidden(
      "sports intelligence is paid from a user's credits and an OAuth client has none: sign " +
        "in, or use a user's API key",
    );
  }
  return owner.id;
}

/** A failure of the work, refunded: its own status for a refusal, 503 for anything else. */
function refunded(err: unknown, hold: ledger.Hold): AppError {
  const refund = { refunded: true, hold_id: hold.id, credits: hold.amount };
  if (err instanceof AppError && err.status < 500) {
    return new AppError(err.kind, err.message, { ...err.details, ...refund }, err.options);
  }
  const message = err instanceof AppError && err.kind === "unavailable"
    ? err.message
    : "the query's work failed (a provider or the job queue did not answer); retry shortly";
  return new AppError("unavailable", `${message}; its credits were refunded`, refund, {
    headers: { "Retry-After": "5" },
  });
}

/** Routes a question, charges its query type, does the work, settles the charge. */
export async function askIntelligence(
  ctx: IntelligenceContext,
  input: IntelligenceRequest,
): Promise<IntelligenceAnswer> {
  checkFields(input);
  const payer = await payerOf(ctx, input.user_id);
  const leagues = (await namedLeagues(ctx, input.query)).map((l) => l.id);
  const workflows = input.query_type ? [] : await ownWorkflows(ctx);
  const routing = routeQuery({ ...input, leagues, workflows });
  const type = routing.query_type;

  // What the request asks, so that a key reused for another request is told apart.
  const fingerprint = (await sha256(JSON.stringify([
    type,
    input.query,
    input.top_k ?? null,
    input.workflow_id ?? null,
    input.payload ?? null,
  ]))).slice(0, 16);
  const description = `sports intelligence: ${type} query (request ${fingerprint})`;
  const key = `intelligence:${payer}:${input.idempotency_key ?? newId("q")}`;
  let hold: ledger.Hold;
  try {
    hold = await holdQueryCost(ctx, payer, { queryType: type, key, description });
  } catch (err) {
    if (err instanceof AppError && err.kind === "payment_required") {
      const available = Number(err.details.available ?? 0);
      throw insufficientCredits(
        `a ${type} query costs ${QUERY_COSTS[type]} credit${
          QUERY_COSTS[type] === 1 ? "" : "s"
        } and ${payer} has ${available} ` +
          "available; nothing was run",
        { ...err.details, user_id: payer, query_type: type, cost: QUERY_COSTS[type] },
      );
    }
    if (err instanceof AppError && err.kind === "conflict") throw reusedKey(input);
    throw err;
  }
  const replayed = !hold.created;
  if (replayed) {
    if (hold.description !== description) throw reusedKey(input);
    if (hold.status !== "captured") {
      throw conflict(
        hold.status === "pending"
          ? "a query with this Idempotency-Key is still running; retry in a moment"
          : "the query of this Idempotency-Key failed or found nothing and was refunded; send " +
            "a new Idempotency-Key to ask again",
        { parameter: "Idempotency-Key", hold_id: hold.id, status: hold.status },
      );
    }
  }

  let result: WorkResult;
  try {
    result = type === "direct"
      ? await directAnswer(ctx, input.query, leagues)
      : type === "search"
      ? await searchAnswer(ctx, input.query, input.top_k)
      : await startWorkflow(ctx, input, `wfr_${hold.id.slice(hold.id.indexOf("_") + 1)}`);
  } catch (err) {
    // A replay was charged by its first request: there is nothing to give back.
    if (replayed) throw err instanceof AppError ? err : refunded(err, hold);
    await settleQueryCost(ctx, hold.id, false);
    throw refunded(err, hold);
  }
  const settled = replayed
    ? await settleQueryCost(ctx, hold.id, true)
    : await settleQueryCost(ctx, hold.id, result.found);
  const b = await ledger.balance(ctx, ledger.userAccount(payer));
  const captured = settled.hold.status === "captured";
  const { found: _, ...work } = result;
  return {
    query: input.query,
    query_type: type,
    routing: { decided_by: routing.decided_by, reason: routing.reason, signals: routing.signals },
    ...work,
    charge: {
      user_id: payer,
      query_type: type,
      cost: QUERY_COSTS[type],
      status: captured ? "captured" : "released",
      charged: captured ? hold.amount : 0,
      hold_id: hold.id,
      transaction_id: settled.charged?.id ?? null,
      idempotency_key: input.idempotency_key ?? null,
    },
    balance: { balance: b.balance, held: b.held, available: b.available },
    replayed,
  };
}

const reusedKey = (input: IntelligenceRequest) =>
  conflict(
    `Idempotency-Key '${input.idempotency_key}' was used for another request; send a new key`,
    { parameter: "Idempotency-Key" },
  );
