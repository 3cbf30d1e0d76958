import { type Client, createClient } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import * as schema from "./schema/mod.ts";

export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

/**
 * Opens the database named by `url`: an embedded libSQL file (`file:`), an in-memory one
 * (`:memory:`, for tests) or a remote libSQL/Turso server (`libsql:`, `https:`). The package's
 * export conditions pick the native client on Deno and the web client on Workers.
 */
export function openDatabase(url: string, authToken?: string): Database {
  const client = createClient({ url, authToken });
  return drizzle(client, { schema }) as Database;
}
