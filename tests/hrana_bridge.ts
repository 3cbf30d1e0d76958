/**
 * A test-only stand-in for a remote libSQL server (sqld/Turso): the Hrana v2 protocol over HTTP
 * (`POST /v2/pipeline`, JSON), backed by a local database file, so that the Workers build of
 * main.ts (which can only reach its database over the network) runs against real SQL here.
 * It implements what @libsql/client's web client sends: execute, batch with conditions,
 * sequence, store_sql/close_sql, get_autocommit and close, with one connection per stream
 * (baton). A statement that finds the database locked is retried after a pause, as sqld's
 * asynchronous connections would wait, rather than in SQLite's busy handler: that would block
 * this process, and with it the request that would commit the lock's holder.
 */
import Database from "libsql";

type HranaValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

interface Stmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: { name: string; value: HranaValue }[];
  want_rows?: boolean;
}

type Cond =
  | { type: "ok" | "error"; step: number }
  | { type: "not"; cond: Cond }
  | { type: "and" | "or"; conds: Cond[] }
  | { type: "is_autocommit" };

type StreamRequest =
  | { type: "execute"; stmt: Stmt }
  | { type: "batch"; batch: { steps: { condition?: Cond; stmt: Stmt }[] } }
  | { type: "sequence"; sql?: string; sql_id?: number }
  | { type: "store_sql"; sql_id: number; sql: string }
  | { type: "close_sql"; sql_id: number }
  | { type: "get_autocommit" }
  | { type: "close" };

function decode(v: HranaValue): unknown {
  switch (v.type) {
    case "null":
      return null;
    case "integer":
      return BigInt(v.value);
    case "float":
      return v.value;
    case "text":
      return v.value;
    case "blob":
      return Uint8Array.from(atob(v.base64), (c) => c.charCodeAt(0));
  }
}

function encode(v: unknown): HranaValue {
  if (v === null || v === undefined) return { type: "null" };
  if (typeof v === "bigint") return { type: "integer", value: String(v) };
  if (typeof v === "number") return { type: "float", value: v };
  if (typeof v === "string") return { type: "text", value: v };
  if (v instanceof Uint8Array) return { type: "blob", base64: btoa(String.fromCharCode(...v)) };
  throw new Error(`cannot encode ${typeof v}`);
}

interface Stream {
  // deno-lint-ignore no-explicit-any
  db: any;
  sqls: Map<number, string>;
}

function sqlOf(stream: Stream, ref: { sql?: string; sql_id?: number }): string {
  const sql = ref.sql ?? stream.sqls.get(ref.sql_id!);
  if (sql === undefined) throw new Error(`unknown sql_id ${ref.sql_id}`);
  return sql;
}

function execute(stream: Stream, stmt: Stmt) {
  const prepared = stream.db.prepare(sqlOf(stream, stmt)).safeIntegers(true);
  const args = stmt.named_args?.length
    ? Object.fromEntries(
      stmt.named_args.map((a) => [a.name.replace(/^[:@$]/, ""), decode(a.value)]),
    )
    : (stmt.args ?? []).map(decode);
  if (prepared.reader) {
    const cols = prepared.columns().map((c: { name: string; type: string | null }) => ({
      name: c.name,
      decltype: c.type,
    }));
    const rows = prepared.raw(true).all(args) as unknown[][];
    return {
      cols,
      rows: rows.map((r) => r.map(encode)),
      affected_row_count: 0,
      last_insert_rowid: null,
      rows_read: rows.length,
      rows_written: 0,
    };
  }
  const info = prepared.run(args);
  return {
    cols: [],
    rows: [],
    affected_row_count: Number(info.changes),
    last_insert_rowid: String(info.lastInsertRowid),
    rows_read: 0,
    rows_written: Number(info.changes),
  };
}

function failure(err: unknown) {
  const e = err as { message?: string; code?: string };
  return { message: e.message ?? String(err), code: e.code ?? "UNKNOWN" };
}

/**
 * How long a locked statement is retried. A server queues writers for as long as the holder
 * takes; seeding a database over this bridge on a loaded machine holds it for seconds.
 */
const BUSY_WAIT_MS = 30_000;

async function unlocked<T>(run: () => T): Promise<T> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    try {
      return run();
    } catch (err) {
      const { code, message } = err as { code?: string; message?: string };
      const busy = code?.startsWith("SQLITE_BUSY") || /database is locked/.test(message ?? "");
      if (!busy || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

export function startHranaBridge(path: string, port = 0) {
  const streams = new Map<string, Stream>();
  const handle = async (stream: Stream, req: StreamRequest) => {
    const { db } = stream;
    switch (req.type) {
      case "execute":
        return { type: "execute", result: await unlocked(() => execute(stream, req.stmt)) };
      case "sequence":
        await unlocked(() => db.exec(sqlOf(stream, req)));
        return { type: "sequence" };
      case "store_sql":
        stream.sqls.set(req.sql_id, req.sql);
        return { type: "store_sql" };
      case "close_sql":
        stream.sqls.delete(req.sql_id);
        return { type: "close_sql" };
      case "get_autocommit":
        return { type: "get_autocommit", is_autocommit: !db.inTransaction };
      case "close":
        return { type: "close" };
      case "batch": {
        const results: unknown[] = [];
        const errors: unknown[] = [];
        const holds = (c: Cond): boolean => {
          switch (c.type) {
            case "ok":
              return results[c.step] != null;
            case "error":
              return errors[c.step] != null;
            case "not":
              return !holds(c.cond);
            case "and":
              return c.conds.every(holds);
            case "or":
              return c.conds.some(holds);
            case "is_autocommit":
              return !db.inTransaction;
          }
        };
        for (const [i, step] of req.batch.steps.entries()) {
          results[i] = null;
          errors[i] = null;
          if (step.condition && !holds(step.condition)) continue;
          try {
            results[i] = await unlocked(() => execute(stream, step.stmt));
          } catch (err) {
            errors[i] = failure(err);
          }
        }
        return { type: "batch", result: { step_results: results, step_errors: errors } };
      }
      default:
        throw new Error(`unsupported request ${JSON.stringify(req)}`);
    }
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port, onListen() {} }, async (request) => {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/v2") return new Response("ok");
    if (request.method !== "POST" || url.pathname !== "/v2/pipeline") {
      return new Response("not found", { status: 404 });
    }
    const body = await request.json() as { baton?: string; requests: StreamRequest[] };
    let baton = body.baton ?? crypto.randomUUID();
    let stream = streams.get(baton);
    if (!stream) {
      stream = { db: new Database(path, { timeout: 0 }), sqls: new Map() };
      streams.set(baton, stream);
    }
    const results = [];
    for (const req of body.requests) {
      try {
        results.push({ type: "ok", response: await handle(stream, req) });
      } catch (err) {
        results.push({ type: "error", error: failure(err) });
      }
    }
    if (body.requests.some((r) => r.type === "close")) {
      stream.db.close();
      streams.delete(baton);
      baton = "";
    }
    return Response.json({ baton: baton || null, base_url: null, results });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    async close() {
      for (const { db } of streams.values()) db.close();
      await server.shutdown();
    },
  };
}
