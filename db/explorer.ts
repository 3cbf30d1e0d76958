import type { Client } from "@libsql/client";

/** The result of one explorer statement: at most `maxRows` rows. */
export interface ExplorerResult {
  columns: string[];
  rows: Record<string, unknown>[];
  truncated: boolean;
}

export interface ExplorerRun {
  sql: string;
  params: unknown[] | Record<string, unknown>;
  maxRows: number;
  timeoutMs: number;
}

/**
 * The SQL explorer's own handle on the database (spec 002 `POST /sportsdb/query`), apart from
 * the application's: what it can read is fixed when it is opened.
 */
export interface ExplorerHandle {
  /** How reads are confined and stopped here, for the explorer's overview and the docs. */
  readonly mechanism: "bytecode" | "remote";
  run(input: ExplorerRun): Promise<ExplorerResult>;
  close(): void;
}

/** The statement ran past its time limit and was stopped. */
export class ExplorerTimeout extends Error {
  override name = "ExplorerTimeout";
}

/** The statement was refused (a hidden table in its bytecode, query_only, a syntax error...). */
export class ExplorerRefused extends Error {
  override name = "ExplorerRefused";
}

/**
 * Every row the explorer returns is read from this wrapper: the user's statement (already
 * checked to be one SELECT or WITH … SELECT) is materialised, at most `maxRows + 1` rows of it,
 * in the statement's first step. That step is the one libsql runs off the JavaScript thread, so
 * the whole of the work can be interrupted; reading the materialised rows afterwards is quick.
 * The newline before `)` ends a trailing `--` comment.
 */
const wrap = (sql: string, maxRows: number) =>
  `WITH "__explorer" AS MATERIALIZED (SELECT * FROM (\n${sql}\n) LIMIT ${maxRows + 1}) ` +
  `SELECT * FROM "__explorer"`;

interface NativeStatement {
  iterate(params: unknown): Promise<Iterable<Record<string, unknown>>>;
  columns(): { name: string }[];
  readonly reader: boolean;
}
interface NativeDatabase {
  exec(sql: string): Promise<void>;
  prepare(sql: string): Promise<NativeStatement>;
  interrupt(): void;
  close(): void;
}

/** Blobs as hex, big integers as text: JSON has neither. */
function plain(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer
      ? new Uint8Array(value)
      : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  return value;
}

const plainRow = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)]));

/**
 * Opens the explorer's handle for the application's `DATABASE_URL`.
 *
 * - An embedded file (`file:`): a native libsql connection of its own for each statement, with
 *   `PRAGMA query_only` (the engine refuses every write, whatever the statement). Before a
 *   statement runs, its bytecode (`EXPLAIN`) is read: a statement that opens the b-tree of any
 *   table or index not in `visibleTables` (credentials, key hashes, sessions, secrets; also
 *   `sqlite_master` / `sqlite_schema`, root page 1) is refused, however the table was reached
 *   (an alias, a view, a quoted or qualified name). The time limit is enforced with
 *   `sqlite3_interrupt` on that connection: libsql runs a statement's first step off the
 *   JavaScript thread, and the explorer's statement does all of its work in its first step.
 *   (libsql-js's own authorizer takes table names only and denies every function, `count`
 *   included, and every recursive CTE: too blunt for an explorer.)
 * - A remote libSQL server (Turso/sqld, Workers): no bytecode or interrupt over the wire; the
 *   statement runs on the application's client (the service's checks having passed: one
 *   statement, SELECT/WITH, no hidden or system table named) and the answer is abandoned at the
 *   time limit (the server bounds its own statements). Give the server a read-only token to
 *   have it refuse writes itself.
 */
export function openExplorer(
  url: string,
  client: Client,
  visibleTables: readonly string[],
): ExplorerHandle {
  if (!url.startsWith("file:")) return remoteExplorer(client);
  const path = url.slice("file:".length).split("?")[0];
  const visible = new Set(visibleTables.map((t) => t.toLowerCase()));
  /** Connections of statements under way (a connection per statement; see `run`). */
  const running = new Set<NativeDatabase>();
  // A variable specifier keeps bundlers for Workers (no native modules) from following it.
  const nativeModule = "libsql/promise";
  const open = async () => {
    const { default: Native } = await import(nativeModule);
    const db = new Native(path) as NativeDatabase;
    await db.exec("PRAGMA query_only = 1");
    return db;
  };

  /** Root pages of every b-tree the explorer may not open: page 1 is sqlite_master. */
  const hiddenPages = async (db: NativeDatabase) => {
    const stmt = await db.prepare(
      "SELECT rootpage, tbl_name FROM sqlite_master WHERE rootpage > 0",
    );
    const pages = new Map<number, string>([[1, "sqlite_master"]]);
    for (const row of await stmt.iterate([])) {
      const table = String(row.tbl_name).toLowerCase();
      if (!visible.has(table)) pages.set(Number(row.rootpage), table);
    }
    return pages;
  };

  /** Refuses a statement whose bytecode opens a hidden b-tree (of the main database). */
  const checkBytecode = async (db: NativeDatabase, sql: string) => {
    const pages = await hiddenPages(db);
    const plan = await db.prepare(`EXPLAIN ${sql}`);
    for (const op of await plan.iterate([])) {
      const opcode = String(op.opcode);
      if (!/^(OpenRead|OpenWrite|ReopenIdx|OpenDup)$/.test(opcode)) continue;
      if (Number(op.p3) !== 0) throw new ExplorerRefused("only the main database can be read");
      const hidden = pages.get(Number(op.p2));
      if (hidden) throw new ExplorerRefused(`no such table: ${hidden}`);
    }
  };

  return {
    mechanism: "bytecode",
    async run({ sql, params, maxRows, timeoutMs }) {
      // A connection per statement: sqlite3_interrupt stops every statement of a connection,
      // and an interrupted statement stays active on it (with SQLite's interrupt flag), so a
      // shared one would stop its neighbours and refuse what follows. Opening one is cheap.
      const db = await open();
      running.add(db);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        db.interrupt();
      }, timeoutMs);
      try {
        const wrapped = wrap(sql, maxRows);
        // The check on a connection of its own: two statements run on one native connection
        // left its read lock on the file after close (writers then met SQLITE_BUSY).
        const checker = await open();
        try {
          await checkBytecode(checker, wrapped);
        } finally {
          checker.close();
        }
        const stmt = await db.prepare(wrapped);
        if (!stmt.reader) throw new ExplorerRefused("only statements that read are allowed");
        const rows: Record<string, unknown>[] = [];
        let truncated = false;
        // Read to the end (at most maxRows + 1 rows): a statement that runs to completion ends
        // its read transaction, where one left part-read would keep its lock on the file
        // (closing the connection leaves it open until the statement is collected) and hold
        // writers off in rollback-journal mode.
        for (const row of await stmt.iterate(params)) {
          if (rows.length === maxRows) truncated = true;
          else rows.push(plainRow(row));
        }
        return { columns: stmt.columns().map((c) => c.name), rows, truncated };
      } catch (err) {
        if (timedOut || /interrupted/i.test(String((err as Error)?.message))) {
          throw new ExplorerTimeout(`the query ran past ${timeoutMs} ms and was stopped`);
        }
        if (err instanceof ExplorerRefused) throw err;
        throw new ExplorerRefused((err as Error)?.message ?? String(err));
      } finally {
        clearTimeout(timer);
        running.delete(db);
        db.close();
      }
    },
    close() {
      for (const db of running) db.interrupt();
    },
  };
}

function remoteExplorer(client: Client): ExplorerHandle {
  return {
    mechanism: "remote",
    async run({ sql, params, maxRows, timeoutMs }) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ExplorerTimeout(`the query ran past ${timeoutMs} ms and was stopped`)),
          timeoutMs,
        );
      });
      try {
        const rs = await Promise.race([
          client.execute({ sql: wrap(sql, maxRows), args: params as never }),
          limit,
        ]);
        const rows = rs.rows.slice(0, maxRows).map((r) =>
          Object.fromEntries(rs.columns.map((c, i) => [c, plain(r[i])]))
        );
        return { columns: rs.columns, rows, truncated: rs.rows.length > maxRows };
      } catch (err) {
        if (err instanceof ExplorerTimeout) throw err;
        throw new ExplorerRefused((err as Error)?.message ?? String(err));
      } finally {
        clearTimeout(timer);
      }
    },
    close() {},
  };
}
