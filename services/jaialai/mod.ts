import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { athletes, events, heatResults, heats, teams } from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";
import type { ResultStatus, StageStatus } from "../sports/catalog.ts";
import { isDoublesGame } from "./play.ts";
import { type Athlete, athleteColumns, toAthlete } from "../events/mod.ts";

export interface JaiAlaiSet {
  setNo: number;
  name: string;
  pointValue: number;
  status: StageStatus;
}

export interface JaiAlaiPost {
  post: number;
  position: number | null;
  points: number | null;
  status: ResultStatus;
  sets: { setNo: number; points: number | null }[];
  players: Athlete[];
}

export interface JaiAlaiMatch {
  id: string;
  referenceId: number;
  eventId: string;
  publicId: string;
  matchNo: number;
  matchName: string;
  matchStatus: StageStatus;
  startTime: string;
  gameType: "singles" | "doubles";
  scoring: "SPECTACULAR_SEVEN";
  targetPoints: number;
  sets: JaiAlaiSet[];
  posts: JaiAlaiPost[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Finds a Jai Alai event by the plain uuid the spec's path takes, by its `jaialai:<uuid>`
 * publicId, or by the listing's `jaialai:<date>_<team>-vs-<team>` id.
 */
export async function findJaiAlaiEvent(db: Database, rawId: string) {
  // Every id form is lower case; clients may not be.
  const id = rawId.toLowerCase();
  const uuid = id.replace(/^jaialai:/, "");
  const [event] = await db.select().from(events).where(and(
    eq(events.sportType, "jaialai"),
    UUID.test(uuid) ? eq(events.uuid, uuid.toLowerCase()) : eq(events.id, id),
  ));
  if (!event) throw notFound(`Jai Alai event ${rawId} not found`, { parameter: "id" });
  return event;
}

function setsOf(matchStatus: StageStatus): JaiAlaiSet[] {
  const status = (setNo: number): StageStatus =>
    matchStatus === "LIVE" ? (setNo === 1 ? "LIVE" : "UPCOMING") : matchStatus;
  return [
    { setNo: 1, name: "First rotation", pointValue: 1, status: status(1) },
    { setNo: 2, name: "Second rotation onward", pointValue: 2, status: status(2) },
  ];
}

/** The matches (games) of a Jai Alai event, each with its sets and its eight posts. */
export async function getJaiAlaiMatches(db: Database, id: string): Promise<JaiAlaiMatch[]> {
  const event = await findJaiAlaiEvent(db, id);
  const [heatRows, lineRows] = await Promise.all([
    db.select().from(heats).where(eq(heats.eventId, event.id)).orderBy(asc(heats.startTime)),
    db.select({ line: heatResults, ...athleteColumns }).from(heatResults)
      .innerJoin(athletes, eq(athletes.id, heatResults.athleteId))
      .leftJoin(teams, eq(teams.id, athletes.teamId))
      .where(eq(heatResults.eventId, event.id))
      .orderBy(asc(heatResults.seedNo)),
  ]);
  const linesByHeat = Map.groupBy(lineRows, (r) => r.line.heatId);
  return heatRows.map((heat, k) => {
    const byPost = Map.groupBy(linesByHeat.get(heat.id) ?? [], (r) => r.line.seedNo);
    const posts = [...byPost.entries()].map(([post, rows]): JaiAlaiPost => {
      const { line } = rows[0];
      const detail = line.detail ? JSON.parse(line.detail) : null;
      const setPoints: (number | null)[] = detail?.setPoints ?? [null, null];
      return {
        post,
        position: line.position,
        points: line.points,
        status: line.status,
        sets: setPoints.map((points, s) => ({ setNo: s + 1, points })),
        players: rows.map((r) => toAthlete(r.athlete, r.team)),
      };
    });
    return {
      id: heat.id,
      referenceId: heat.referenceId,
      eventId: event.id,
      publicId: `jaialai:${event.uuid}`,
      matchNo: k + 1,
      matchName: heat.name,
      matchStatus: heat.status,
      startTime: heat.startTime,
      gameType: isDoublesGame(k + 1) ? "doubles" : "singles",
      scoring: "SPECTACULAR_SEVEN",
      targetPoints: 7,
      sets: setsOf(heat.status),
      posts,
    };
  });
}
