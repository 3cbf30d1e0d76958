/** Employees (spec 002 `/employees`): staff who own catalog leagues and sign replies. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { employees, leagues } from "../../db/schema/mod.ts";
import { AppError, conflict, notFound } from "../errors.ts";

export interface Employee {
  employee_id: number;
  name: string;
  email: string;
  title: string;
  /** Catalog league ids this employee owns. */
  leagues: string[];
  created_at: string;
}

type Row = typeof employees.$inferSelect;

const toEmployee = (r: Row): Employee => ({
  employee_id: r.id,
  name: r.name,
  email: r.email,
  title: r.title,
  leagues: JSON.parse(r.leagues),
  created_at: r.createdAt,
});

export async function listEmployees(db: Database): Promise<Employee[]> {
  return (await db.select().from(employees).orderBy(asc(employees.id))).map(toEmployee);
}

export async function getEmployee(db: Database, id: number): Promise<Employee> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  if (!row) throw notFound(`no employee ${id}`, { parameter: "employee_id" });
  return toEmployee(row);
}

/**
 * Adds an employee. Every league named must be in the catalog (422 naming the unknown ones);
 * the email is unique (409), checked by the unique index, not by a read first.
 */
export async function createEmployee(
  db: Database,
  input: { name: string; email: string; title?: string; leagues?: string[] },
  now: Date,
): Promise<Employee> {
  const owned = [...new Set(input.leagues ?? [])];
  if (owned.length) {
    const known = new Set(
      (await db.select({ id: leagues.id }).from(leagues).where(inArray(leagues.id, owned)))
        .map((r) => r.id),
    );
    const unknown = owned.filter((id) => !known.has(id));
    if (unknown.length) {
      throw new AppError("unprocessable", `unknown league(s): ${unknown.join(", ")}`, {
        parameter: "leagues",
        unknown,
      });
    }
  }
  const email = input.email.trim().toLowerCase();
  const inserted = await db.insert(employees).values({
    name: input.name.trim(),
    email,
    title: input.title?.trim() ?? "",
    leagues: JSON.stringify(owned),
    createdAt: now.toISOString(),
  }).onConflictDoNothing({ target: employees.email }).returning();
  if (!inserted.length) {
    throw conflict(`an employee with email ${email} exists`, { parameter: "email" });
  }
  return toEmployee(inserted[0]);
}

/** The employee who owns `leagueId` (the lowest id if several), else the first employee. */
export async function signerFor(db: Database, leagueId: string | null): Promise<Employee | null> {
  const all = await listEmployees(db);
  return (leagueId ? all.find((e) => e.leagues.includes(leagueId)) : undefined) ?? all[0] ?? null;
}
