/**
 * The list conventions of the catalog: offset paging (`limit` at most 100) and spec 001's `sort`
 * (comma-separated fields, a leading `-` for descending) over the fields a list allows.
 */
import { asc, desc, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { AppError } from "../errors.ts";

export const MAX_LIMIT = 100;

export interface Page {
  limit: number;
  offset: number;
}

/** The generic envelope where the spec names none. */
export interface ListResult<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

export const listOf = <T>(items: T[], total: number, { limit, offset }: Page): ListResult<T> => ({
  items,
  total,
  limit,
  offset,
  has_more: offset + items.length < total,
});

/** ORDER BY terms for a `sort` value; an unknown field is 422 naming the allowed ones. */
export function orderOf(
  sort: string | undefined,
  fields: Record<string, SQLiteColumn | SQL>,
  fallback: string,
): SQL[] {
  const terms = (sort ?? fallback).split(",").map((s) => s.trim()).filter(Boolean);
  return terms.map((term) => {
    const name = term.replace(/^-/, "");
    const column = fields[name];
    if (!column) {
      const allowed = Object.keys(fields).join(", ");
      throw new AppError(
        "unprocessable",
        `invalid 'sort' (query): unknown field '${name}'; ` +
          `sort by ${allowed}, comma-separated, '-' first for descending`,
        {
          issues: [{
            location: "query",
            field: "sort",
            message: `unknown field '${name}'`,
            code: "custom",
          }],
        },
      );
    }
    return term.startsWith("-") ? desc(column) : asc(column);
  });
}
