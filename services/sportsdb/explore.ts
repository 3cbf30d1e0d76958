/**
 * The database explorer's read operations (spec 002 "Database explorer"): the schema, the
 * tables and the sports data, read on the application's handle and limited to the explorer's
 * visible tables.
 */
import type { Database } from "../../db/client.ts";
import { notFound } from "../errors.ts";
import { SPORT_TYPES } from "../sports/catalog.ts";
import { SPORTS_TABLES, VISIBLE_TABLES } from "./tables.ts";

type Row = Record<string, unknown>;

async function rows(db: Database, sql: string, args: unknown[] = []): Promise<Row[]> {
  const rs = await db.$client.execute({ sql, args: args as never });
  return rs.rows.map((r) => Object.fromEntries(rs.columns.map((c, i) => [c, r[i]])));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type Category = "system" | "sports" | "all";

const categoryOf = (table: string) => SPORTS_TABLES.has(table) ? "sports" : "system";

interface TableInfo {
  name: string;
  schema: "sports" | "system";
  columns: { name: string; type: string; primary_key: boolean; not_null: boolean }[];
  row_count?: number;
}

async function tableInfo(db: Database, name: string, withCount: boolean): Promise<TableInfo> {
  const cols = await rows(db, `SELECT name, type, pk, "notnull" FROM pragma_table_info(?)`, [
    name,
  ]);
  const info: TableInfo = {
    name,
    schema: categoryOf(name),
    columns: cols.map((c) => ({
      name: String(c.name),
      type: String(c.type),
      primary_key: Number(c.pk) > 0,
      not_null: Number(c.notnull) === 1,
    })),
  };
  if (withCount) {
    info.row_count = Number((await rows(db, `SELECT count(*) AS n FROM ${quote(name)}`))[0].n);
  }
  return info;
}

/** `GET /sportsdb/schemas`: the explorer's schemas (sports, system) and their tables. */
export async function listSchemas(
  db: Database,
  { category = "all", include_stats = false }: { category?: Category; include_stats?: boolean },
) {
  const tables = await Promise.all(
    VISIBLE_TABLES.filter((t) => category === "all" || categoryOf(t) === category)
      .map((t) => tableInfo(db, t, include_stats)),
  );
  const schemas = (["sports", "system"] as const)
    .filter((s) => category === "all" || category === s)
    .map((s) => {
      const of = tables.filter((t) => t.schema === s);
      return {
        name: s,
        table_count: of.length,
        tables: of.map((t) => t.name),
        ...(include_stats ? { row_count: of.reduce((sum, t) => sum + (t.row_count ?? 0), 0) } : {}),
      };
    });
  return { category, schemas, total: schemas.length };
}

/** `GET /sportsdb/tables`: visible tables with their columns and row counts, paged. */
export async function listTables(
  db: Database,
  { schema, has_data, limit = 50, offset = 0 }: {
    schema?: string;
    has_data?: string;
    limit?: number;
    offset?: number;
  },
) {
  let names: string[] = [...VISIBLE_TABLES];
  if (schema && schema !== "all") names = names.filter((t) => categoryOf(t) === schema);
  const all = await Promise.all(names.map((t) => tableInfo(db, t, true)));
  const wantData = has_data === undefined ? undefined : /^(true|1|yes)$/i.test(has_data);
  const filtered = wantData === undefined
    ? all
    : all.filter((t) => (t.row_count ?? 0) > 0 === wantData);
  const page = filtered.slice(offset, offset + limit);
  return {
    tables: page,
    total: filtered.length,
    limit,
    offset,
    has_more: offset + page.length < filtered.length,
  };
}

/** A sport code of the catalog, or 404. */
export async function sportOf(db: Database, code: string) {
  const found = await rows(
    db,
    "SELECT sport_type, name, format, team_based FROM sports WHERE sport_type = ?",
    [code],
  );
  if (!found.length) {
    throw notFound(`no sport with code '${code}'`, { parameter: "sport_code" });
  }
  const s = found[0];
  return {
    sport_code: String(s.sport_type),
    name: String(s.name),
    format: String(s.format),
    team_based: Number(s.team_based) === 1,
  };
}

/** `GET /sportsdb/athletes/{sport_code}`. */
export async function listAthletes(
  db: Database,
  code: string,
  { active_only = false, limit = 50, offset = 0 }: {
    active_only?: boolean;
    limit?: number;
    offset?: number;
  },
) {
  const sport = await sportOf(db, code);
  // An active athlete is one entered in an event that is not over.
  const active = active_only
    ? ` AND a.id IN (SELECT p.athlete_id FROM event_participants p JOIN events e ON e.id = p.event_id
        WHERE e.status NOT IN ('COMPLETED', 'CANCELLED'))`
    : "";
  const where = `WHERE a.sport_type = ?${active}`;
  const total = Number(
    (await rows(db, `SELECT count(*) AS n FROM athletes a ${where}`, [code]))[0].n,
  );
  const athletes = await rows(
    db,
    `SELECT a.id, a.first_name, a.last_name, a.nationality, a.gender, a.team_id, a.strength
     FROM athletes a ${where} ORDER BY a.last_name, a.first_name LIMIT ? OFFSET ?`,
    [code, limit, offset],
  );
  return {
    sport,
    athletes,
    total,
    limit,
    offset,
    has_more: offset + athletes.length < total,
  };
}

/** `GET /sportsdb/events/{sport_code}`. */
export async function listEvents(
  db: Database,
  code: string,
  { upcoming_only = false, include_participants = false, limit = 50, offset = 0, now }: {
    upcoming_only?: boolean;
    include_participants?: boolean;
    limit?: number;
    offset?: number;
    now: Date;
  },
) {
  const sport = await sportOf(db, code);
  const upcoming = upcoming_only ? " AND status IN ('UPCOMING', 'LIVE') AND end_date >= ?" : "";
  const args: unknown[] = upcoming_only ? [code, now.toISOString()] : [code];
  const total = Number(
    (await rows(db, `SELECT count(*) AS n FROM events WHERE sport_type = ?${upcoming}`, args))[0]
      .n,
  );
  const events = await rows(
    db,
    `SELECT id, name, status, start_date, end_date, venue, city, country, tour_id
     FROM events WHERE sport_type = ?${upcoming} ORDER BY start_date LIMIT ? OFFSET ?`,
    [...args, limit, offset],
  );
  if (include_participants) {
    for (const e of events) {
      e.participants = await rows(
        db,
        `SELECT a.id, a.first_name, a.last_name FROM event_participants p
         JOIN athletes a ON a.id = p.athlete_id WHERE p.event_id = ? ORDER BY a.last_name`,
        [e.id],
      );
    }
  }
  return { sport, events, total, limit, offset, has_more: offset + events.length < total };
}

/** `GET /sportsdb/sport/{sport_code}`: one sport, with what was asked of its data. */
export async function sportData(
  db: Database,
  code: string,
  { include_athletes = true, include_events = true, limit = 10, now }: {
    include_athletes?: boolean;
    include_events?: boolean;
    limit?: number;
    now: Date;
  },
) {
  const sport = await sportOf(db, code);
  const counts = (await rows(
    db,
    `SELECT (SELECT count(*) FROM athletes WHERE sport_type = ?1) AS athletes,
            (SELECT count(*) FROM teams WHERE sport_type = ?1) AS teams,
            (SELECT count(*) FROM events WHERE sport_type = ?1) AS events,
            (SELECT count(*) FROM tours WHERE sport_type = ?1) AS tours`,
    [code],
  ))[0];
  return {
    sport,
    counts: {
      athletes: Number(counts.athletes),
      teams: Number(counts.teams),
      events: Number(counts.events),
      tours: Number(counts.tours),
    },
    ...(include_athletes ? { athletes: (await listAthletes(db, code, { limit })).athletes } : {}),
    ...(include_events ? { events: (await listEvents(db, code, { limit, now })).events } : {}),
  };
}

/** `GET /sportsdb/sports`: the sports with their metadata (and counts). */
export async function listSports(
  db: Database,
  { active_only = false, include_stats = false, now }: {
    active_only?: boolean;
    include_stats?: boolean;
    now: Date;
  },
) {
  const all = await rows(
    db,
    `SELECT s.sport_type, s.name, s.format, s.team_based,
       (SELECT count(*) FROM athletes a WHERE a.sport_type = s.sport_type) AS athletes,
       (SELECT count(*) FROM teams t WHERE t.sport_type = s.sport_type) AS teams,
       (SELECT count(*) FROM events e WHERE e.sport_type = s.sport_type) AS events,
       (SELECT count(*) FROM events e WHERE e.sport_type = s.sport_type
          AND e.status IN ('UPCOMING', 'LIVE') AND e.end_date >= ?) AS upcoming
     FROM sports s ORDER BY s.sport_type`,
    [now.toISOString()],
  );
  const sports = all
    .filter((s) => !active_only || Number(s.upcoming) > 0)
    .map((s) => ({
      sport_code: String(s.sport_type),
      name: String(s.name),
      format: String(s.format),
      team_based: Number(s.team_based) === 1,
      active: Number(s.upcoming) > 0,
      ...(include_stats
        ? {
          stats: {
            athletes: Number(s.athletes),
            teams: Number(s.teams),
            events: Number(s.events),
            upcoming_events: Number(s.upcoming),
          },
        }
        : {}),
    }));
  return { sports, total: sports.length, known_codes: SPORT_TYPES.length };
}

/** `GET /sportsdb/analytics`: the database at a glance. */
export async function analytics(db: Database) {
  const tables = await Promise.all(VISIBLE_TABLES.map((t) => tableInfo(db, t, true)));
  const byStatus = await rows(
    db,
    "SELECT status, count(*) AS n FROM events GROUP BY status ORDER BY status",
  );
  const bySport = await rows(
    db,
    "SELECT sport_type, count(*) AS n FROM events GROUP BY sport_type ORDER BY n DESC LIMIT 10",
  );
  const page = await rows(
    db,
    "SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()",
  );
  return {
    total_tables: tables.length,
    total_rows: tables.reduce((s, t) => s + (t.row_count ?? 0), 0),
    database_bytes: Number(page[0]?.bytes ?? 0),
    tables: tables.map((t) => ({ name: t.name, schema: t.schema, row_count: t.row_count ?? 0 })),
    events_by_status: Object.fromEntries(byStatus.map((r) => [String(r.status), Number(r.n)])),
    top_sports_by_events: bySport.map((r) => ({
      sport_code: String(r.sport_type),
      events: Number(r.n),
    })),
  };
}
