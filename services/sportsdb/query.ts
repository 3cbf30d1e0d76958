/**
 * `POST /sportsdb/query`: one read-only statement, Datasette's guarantees (one SELECT or
 * WITH … SELECT, 1,000 rows, 1 s). Two layers: the statement is checked here, with a
 * tokenizer that knows SQLite's strings, quoted names and comments, so that the refusals are
 * clear 400s; then it runs on the explorer's handle (db/explorer.ts), whose read-only
 * connection and authorizer refuse whatever got past the checks.
 */
import { type ExplorerHandle, ExplorerRefused, ExplorerTimeout } from "../../db/explorer.ts";
import { AppError, badRequest } from "../errors.ts";
import { HIDDEN_TABLES, isVisibleTable } from "./tables.ts";

export const MAX_ROWS = 1000;
export const TIME_LIMIT_MS = 1000;

interface Token {
  kind: "word" | "quoted" | "semicolon" | "other";
  text: string;
  /** Offset in the SQL text. */
  at: number;
}

/** Splits SQL into words, quoted names and punctuation; strings and comments are dropped. */
export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = sql.length;
  const unterminated = (what: string) => badRequest(`unterminated ${what} in the query`);
  while (i < n) {
    const ch = sql[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? n : end + 1;
    } else if (ch === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      if (end === -1) throw unterminated("comment");
      i = end + 2;
    } else if (ch === "'") {
      let j = i + 1;
      for (; j < n; j++) {
        if (sql[j] === "'") {
          if (sql[j + 1] === "'") j++;
          else break;
        }
      }
      if (j >= n) throw unterminated("string");
      tokens.push({ kind: "other", text: "'…'", at: i });
      i = j + 1;
    } else if (ch === '"' || ch === "`" || ch === "[") {
      const close = ch === "[" ? "]" : ch;
      let j = i + 1;
      let name = "";
      for (; j < n; j++) {
        if (sql[j] === close) {
          if (close !== "]" && sql[j + 1] === close) {
            name += close;
            j++;
          } else break;
        } else name += sql[j];
      }
      if (j >= n) throw unterminated("quoted name");
      tokens.push({ kind: "quoted", text: name.toLowerCase(), at: i });
      i = j + 1;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(ch)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_$\u0080-\uffff]/.test(sql[j])) j++;
      tokens.push({ kind: "word", text: sql.slice(i, j).toLowerCase(), at: i });
      i = j;
    } else if (ch === ";") {
      tokens.push({ kind: "semicolon", text: ";", at: i });
      i++;
    } else {
      tokens.push({ kind: "other", text: ch, at: i });
      i++;
    }
  }
  return tokens;
}

/** Keywords of statements that write, change the schema or the connection. */
const WRITING = new Set([
  "insert",
  "update",
  "delete",
  "replace",
  "create",
  "drop",
  "alter",
  "attach",
  "detach",
  "pragma",
  "vacuum",
  "reindex",
  "analyze",
  "begin",
  "commit",
  "end",
  "rollback",
  "savepoint",
  "release",
  // functions that reach outside the database
  "load_extension",
  "readfile",
  "writefile",
  "fts3_tokenizer",
]);

const hidden = new Set<string>(HIDDEN_TABLES);

const HARMLESS_FUNCTIONS = new Set(["sqlite_version", "sqlite_source_id"]);

/** A name the explorer does not show: hidden tables, SQLite's own, pragma functions. */
const invisible = (name: string) =>
  hidden.has(name) || name.startsWith("sqlite_") || name.startsWith("pragma_") ||
  name.endsWith("_fts") || /_fts_/.test(name) || name.startsWith("libsql_");

/**
 * Refuses anything but one SELECT or WITH … SELECT that names no hidden table; returns the
 * statement without a trailing semicolon.
 */
export function checkStatement(sql: string): string {
  const tokens = tokenize(sql);
  if (!tokens.length) throw badRequest("the query is empty", { parameter: "query" });
  const semi = tokens.findIndex((t) => t.kind === "semicolon");
  if (semi !== -1 && tokens.slice(semi + 1).length) {
    throw badRequest("only one statement is allowed per query", {
      parameter: "query",
      reason: "multiple_statements",
    });
  }
  const first = tokens[0];
  if (first.kind !== "word" || !["select", "with"].includes(first.text)) {
    const verb = first.kind === "word" ? first.text.toUpperCase() : first.text;
    throw badRequest(
      `only SELECT (or WITH … SELECT) statements are allowed; ${verb} is refused (read-only)`,
      { parameter: "query", reason: "not_select" },
    );
  }
  // `replace(x, y, z)` is a function; every other listed keyword is refused wherever it is.
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== "word" || !WRITING.has(t.text)) continue;
    if (t.text === "replace" && tokens[k + 1]?.text === "(") continue;
    if (t.text === "end") continue; // CASE … END
    throw badRequest(
      `${t.text.toUpperCase()} is refused: the explorer runs one read-only SELECT`,
      { parameter: "query", reason: t.text === "pragma" || t.text === "attach" ? t.text : "write" },
    );
  }
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    // SQLite's version functions are harmless; its tables are not.
    if (HARMLESS_FUNCTIONS.has(t.text) && tokens[k + 1]?.text === "(") continue;
    if ((t.kind === "word" || t.kind === "quoted") && invisible(t.text)) {
      throw badRequest(`no such table: ${t.text}`, { parameter: "query", reason: "hidden" });
    }
  }
  return semi === -1 ? sql : sql.slice(0, tokens[semi].at);
}

export interface QueryInput {
  query: string;
  params?: unknown[] | Record<string, unknown>;
}

export interface QueryOutput {
  query: string;
  columns: string[];
  rows: Record<string, unknown>[];
  row_count: number;
  truncated: boolean;
  max_rows: number;
  time_limit_ms: number;
  duration_ms: number;
}

/** Runs one checked statement on the explorer's read-only handle. */
export async function runQuery(
  deps: { explorer: ExplorerHandle; now?: () => number },
  input: QueryInput,
): Promise<QueryOutput> {
  const sql = checkStatement(input.query);
  const now = deps.now ?? (() => performance.now());
  const started = now();
  try {
    const result = await deps.explorer.run({
      sql,
      params: input.params ?? [],
      maxRows: MAX_ROWS,
      timeoutMs: TIME_LIMIT_MS,
    });
    return {
      query: input.query,
      columns: result.columns,
      rows: result.rows,
      row_count: result.rows.length,
      truncated: result.truncated,
      max_rows: MAX_ROWS,
      time_limit_ms: TIME_LIMIT_MS,
      duration_ms: Math.round((now() - started) * 100) / 100,
    };
  } catch (err) {
    if (err instanceof ExplorerTimeout) {
      throw new AppError(
        "validation",
        `the query took longer than ${TIME_LIMIT_MS} ms and was stopped`,
        {
          parameter: "query",
          reason: "time_limit",
          time_limit_ms: TIME_LIMIT_MS,
        },
        { suggestion: "Narrow the query (a WHERE, a LIMIT) so that it ends within 1 s." },
      );
    }
    if (err instanceof ExplorerRefused) {
      throw badRequest(`the query was refused: ${hideNames(err.message)}`, {
        parameter: "query",
        reason: "refused",
      });
    }
    throw err;
  }
}

/** SQLite's messages name the table it refused; a hidden one is reported as absent. */
function hideNames(message: string): string {
  const m = /access to ([A-Za-z0-9_]+)\.[A-Za-z0-9_]+ is prohibited/.exec(message);
  if (m && !isVisibleTable(m[1])) return `no such table: ${m[1]}`;
  return message;
}
