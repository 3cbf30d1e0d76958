import { type Client, createClient } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import * as schema from "./schema/mod.ts";

export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

/** How long a statement or a transaction's start waits for another writer of the file. */
const BUSY_WAIT_MS = 10_000;

/**
 * Opens the database named by `url`: an embedded libSQL file (`file:`), an in-memory one
 * (`:memory:`, for tests) or a remote libSQL/Turso server (`libsql:`, `https:`). The package's
 * export conditions pick the native client on Deno and the web client on Workers.
 */
export function openDatabase(url: string, authToken?: string): Database {
  const client = createClient({ url, authToken });
  const local = url.startsWith("file:");
  return drizzle(local ? waitingWhenBusy(client) : client, { schema }) as Database;
}

/**
 * An embedded file is switched to write-ahead logging (it stays so): readers no longer hold a
 * writer off, and writers from several connections or processes take turns without stalling,
 * as a rollback journal made them (the ledger's many-process test stalled on it). Remote
 * databases keep their server's own mode.
 */
export async function preferWal(db: Database) {
  if (db.$client.protocol === "file") await db.$client.execute("PRAGMA journal_mode = WAL");
}

const busy = (err: unknown) =>
  /SQLITE_BUSY|database is locked/i.test(
    `${(err as { code?: string })?.code ?? ""} ${(err as Error)?.message ?? ""}`,
  );

/**
 * An embedded file takes one writer at a time, and the client opens a connection per
 * transaction without a busy timeout: a second writer (live play catching up while a request
 * writes; another process on the file) would fail at once with SQLITE_BUSY. A statement run on
 * its own and a transaction's start (`BEGIN IMMEDIATE`, before anything ran) have done nothing
 * when refused, so they are tried again on a fresh connection, with a growing pause, for up to
 * BUSY_WAIT_MS.
 */
function waitingWhenBusy(client: Client): Client {
  const retry = async <T>(work: () => Promise<T>): Promise<T> => {
    const until = Date.now() + BUSY_WAIT_MS;
    for (let pause = 2;; pause = Math.min(pause * 2, 100)) {
      try {
        return await work();
      } catch (err) {
        if (!busy(err) || Date.now() > until) throw err;
        // The refused statement stays open on its connection (a later COMMIT there would fail
        // with "statements in progress"): the next try starts on a fresh one.
        await client.reconnect();
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === "execute" || key === "batch" || key === "transaction") {
        return (...args: unknown[]) =>
          retry(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
