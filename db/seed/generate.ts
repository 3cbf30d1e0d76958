/**
 * Deterministic demo data: the same seed and anchor date always give the same rows. For each of
 * the 31 sport types it makes a roster with strengths, a season of events in every status around
 * the anchor date, and the rounds, heats and results the sport's format runs, simulated from the
 * strengths (strength + Gumbel noise ranks a field exactly as the Plackett–Luce model does).
 */
import type * as schema from "../schema/mod.ts";
import { Rng } from "../../services/random.ts";
import { isDoublesGame, playEightPost } from "../../services/jaialai/play.ts";
import {
  type EventStatus,
  type ParticipantStatus,
  type ResultStatus,
  type RoundSpec,
  type SportDef,
  SPORTS,
  type StageStatus,
} from "../../services/sports/catalog.ts";
import { drawRound, RACE_POINTS } from "../../services/sports/formats.ts";
import { BULLS, JAI_ALAI_CLUBS, MIDDLE_NAMES, type Nation, NATIONS, TEAM_CITIES } from "./names.ts";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface DemoData {
  sports: Row<typeof schema.sports>[];
  tours: Row<typeof schema.tours>[];
  teams: Row<typeof schema.teams>[];
  athletes: Row<typeof schema.athletes>[];
  events: Row<typeof schema.events>[];
  eventTeams: Row<typeof schema.eventTeams>[];
  rounds: Row<typeof schema.rounds>[];
  heats: Row<typeof schema.heats>[];
  participants: Row<typeof schema.eventParticipants>[];
  heatResults: Row<typeof schema.heatResults>[];
  /** With `plan`: how every event not yet finished will play out (services/live plays it). */
  plan?: DemoPlan;
  /** With `carried`: the ids of the events of each carried-on event day, first day first. */
  carriedDays: string[][];
}

/**
 * The rest of the season as the generator simulated it: every heat's result lines as they read
 * once the heat is finished (ids of the lines already stored; deterministic new ones for the
 * rest), and the final positions of events not yet completed.
 */
export interface DemoPlan {
  results: Map<string, Row<typeof schema.heatResults>[]>;
  finalPositions: Map<string, number | null>;
}

export interface DemoOptions {
  seed: number;
  /** The day the season is laid around; LIVE events run on it. */
  anchor: Date;
  eventsPerSport?: number;
  /** Also return the plan of what is still to be played (not stored; draws no extra numbers). */
  plan?: boolean;
  /**
   * Carries every sport's season on past its seeded events by this many event days (one event
   * per sport each, `SPACING_DAYS` apart, fields announced), drawn after every seeded row: the
   * seeded rows are the same whatever the number, and so are the first days carried on.
   */
  carried?: number;
}

export const DEFAULT_EVENTS_PER_SPORT = 24;
const DAY = 86_400_000;
/** Days between a sport's events: every sport plays its i-th event on the same day. */
export const SPACING_DAYS = 12;

/** The index of the event played live on the anchor day (earlier ones are past). */
const liveIndex = (eventsPerSport: number) => Math.floor(eventsPerSport / 2) - 1;

/**
 * How many event days must be carried on past the seeded season so that every event day up to
 * `until` is laid out (0 while the seeded season reaches that far). Arithmetic only: the i-th
 * events of the sports start on the anchor day plus (i - live) × SPACING_DAYS, 10 to 20 hours in.
 */
export function carriedDaysThrough(
  anchor: Date,
  until: Date,
  eventsPerSport = DEFAULT_EVENTS_PER_SPORT,
): number {
  const day0 = Math.floor(anchor.getTime() / DAY) * DAY;
  const lastIndex = Math.floor((until.getTime() - day0) / (SPACING_DAYS * DAY)) +
    liveIndex(eventsPerSport);
  return Math.max(0, lastIndex + 1 - eventsPerSport);
}

/** Sequential large integers for `referenceId`s, one range per table. */
class Counter {
  #n = 0;
  constructor(private base: number) {}
  next(): number {
    return this.base + ++this.#n;
  }
}

interface Entrant {
  participantId: string;
  athleteId: string;
  teamId: string | null;
  strength: number;
  seedNo: number;
  /** Doubles partners in Jai Alai share a post. */
  partners?: Entrant[];
}

interface Line {
  entrant: Entrant;
  position: number;
  score: number | null;
  timeMs: number | null;
  bestLapMs: number | null;
  points: number | null;
  status: ResultStatus;
  scores: number[] | null;
  lapTimes: number[] | null;
  detail: Record<string, unknown> | null;
}

type Athlete = Row<typeof schema.athletes> & { strength: number; teamId: string | null };

export function generateDemoData(options: DemoOptions): DemoData {
  const anchor = new Date(Math.floor(options.anchor.getTime() / DAY) * DAY);
  const perSport = options.eventsPerSport ?? DEFAULT_EVENTS_PER_SPORT;
  const root = new Rng(`demo/${options.seed}`);
  const data: DemoData = {
    sports: [],
    tours: [],
    teams: [],
    athletes: [],
    events: [],
    eventTeams: [],
    rounds: [],
    heats: [],
    participants: [],
    heatResults: [],
    plan: options.plan ? { results: new Map(), finalPositions: new Map() } : undefined,
    carriedDays: [],
  };
  const refs = {
    tour: new Counter(7_100_000_000),
    team: new Counter(7_200_000_000),
    athlete: new Counter(7_300_000_000),
    event: new Counter(7_400_000_000),
    numeric: new Counter(5_000_000),
    round: new Counter(7_500_000_000),
    heat: new Counter(7_600_000_000),
    participant: new Counter(7_700_000_000),
  };
  const seasons = SPORTS.map((def) =>
    new SportSeason(def, root.fork(def.sportType), anchor, perSport, data, refs)
  );
  for (const season of seasons) season.build();
  // Carried-on days come after every seeded row (reference counters are shared by the sports),
  // a day at a time across the sports, so adding a day never renumbers an earlier one.
  for (let k = 0; k < (options.carried ?? 0); k++) {
    const before = data.events.length;
    for (const season of seasons) season.makeEvent(perSport + k);
    data.carriedDays.push(data.events.slice(before).map((e) => e.id));
  }
  return data;
}

class SportSeason {
  readonly athletes: Athlete[] = [];
  readonly teams: (Row<typeof schema.teams> & { players: Athlete[] })[] = [];
  readonly tourId: string;

  constructor(
    readonly def: SportDef,
    readonly rng: Rng,
    readonly anchor: Date,
    readonly eventCount: number,
    readonly data: DemoData,
    readonly refs: Record<string, Counter>,
  ) {
    this.tourId = rng.uuid();
  }

  build() {
    const { def, data } = this;
    const season = this.anchor.getUTCFullYear();
    data.sports.push({
      sportType: def.sportType,
      name: def.name,
      format: def.format,
      teamBased: def.teams !== undefined,
    });
    data.tours.push({
      id: this.tourId,
      referenceId: this.refs.tour.next(),
      sportType: def.sportType,
      name: `${season} ${def.tour}`,
      season,
    });
    this.makeRoster();
    for (let i = 0; i < this.eventCount; i++) this.makeEvent(i);
  }

  // ---- roster ------------------------------------------------------------------------------

  makeRoster() {
    const { def, rng } = this;
    if (def.teams) {
      const cities = def.format === "jaialai"
        ? JAI_ALAI_CLUBS.map(([city]) => [city, "Jai-Alai"] as const)
        : rng.shuffle([...TEAM_CITIES]).slice(0, def.teams.count);
      for (const [city, nickname] of cities.slice(0, def.teams.count)) {
        const team = {
          id: rng.uuid(),
          referenceId: this.refs.team.next(),
          sportType: def.sportType,
          name: `${city} ${nickname}`,
          abbreviation: city.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase(),
          strength: round(rng.normal() * def.spread, 4),
          players: [] as Athlete[],
        };
        for (let p = 0; p < def.teams.players; p++) {
          team.players.push(this.makeAthlete(team.id, team.strength));
        }
        this.teams.push(team);
        const { players: _, ...row } = team;
        this.data.teams.push(row);
      }
      return;
    }
    const constructors = Array.from({ length: def.constructors ?? 0 }, (_, c) => {
      const team = {
        id: rng.uuid(),
        referenceId: this.refs.team.next(),
        sportType: def.sportType,
        name: `${rng.pick(["Apex", "Vortex", "Meridian", "Falcon", "Titan", "Nova"])} ${
          rng.pick(["Racing", "Motorsport", "Factory Team", "Grand Prix"])
        } ${c + 1}`,
        abbreviation: `T${c + 1}`,
        strength: round(rng.normal() * def.spread * 0.5, 4),
      };
      this.data.teams.push(team);
      return team;
    });
    for (let i = 0; i < def.roster; i++) {
      const team = constructors.length ? constructors[i % constructors.length] : null;
      this.makeAthlete(team?.id ?? null, team?.strength ?? 0);
    }
  }

  makeAthlete(teamId: string | null, teamStrength: number): Athlete {
    const { def, rng } = this;
    const nation: Nation = rng.pick(NATIONS);
    const women = def.gender === "women";
    const heightCm = Math.round((women ? 168 : 178) + rng.normal() * 7);
    const weightClass = def.weightClasses ? rng.pick(def.weightClasses) : "";
    const weightKg = weightClass ? classWeight(weightClass) : Math.round(
      (women ? 64 : 77) + (heightCm - 175) * 0.9 + rng.normal() * 6,
    );
    const born = Date.UTC(
      this.anchor.getUTCFullYear() - rng.int(19, 38),
      rng.int(0, 11),
      rng.int(1, 28),
    );
    const athlete: Athlete = {
      id: rng.uuid(),
      referenceId: this.refs.athlete.next(),
      sportType: def.sportType,
      firstName: rng.pick(women ? nation.firstWomen : nation.first),
      middleName: rng.bool(0.3) ? rng.pick(MIDDLE_NAMES) : "",
      lastName: rng.pick(nation.last),
      nationality: nation.code,
      stance: def.stances ? rng.pick(def.stances) : "",
      hometown: `${rng.pick(nation.cities)}, ${nation.country}`,
      height: String(heightCm),
      weight: String(weightKg),
      gender: def.gender,
      weightClass,
      dob: new Date(born).toISOString(),
      providerId: `ath-${def.sportType}-${rng.int(100000, 999999)}`,
      teamId,
      strength: round(teamStrength * 0.5 + rng.normal() * def.spread, 4),
    };
    this.athletes.push(athlete);
    this.data.athletes.push(athlete);
    return athlete;
  }

  // ---- events ------------------------------------------------------------------------------

  /**
   * The season is laid out around the anchor: past events (completed, one cancelled, one
   * postponed), one live, one in its waiting window, the next one, then upcoming events (one
   * postponed, one cancelled; the last two without an announced field).
   */
  statusOf(i: number): EventStatus {
    if (i >= this.eventCount) return "UPCOMING"; // carried on past the seeded season
    const live = liveIndex(this.eventCount);
    if (i === live) return "LIVE";
    if (i === live + 1) return "IN_WINDOW";
    if (i === live + 2) return "NEXT";
    if (i < live) return i === 3 ? "CANCELLED" : i === live - 3 ? "POSTPONED" : "COMPLETED";
    if (i === live + 5) return "POSTPONED";
    if (i === live + 8) return "CANCELLED";
    return "UPCOMING";
  }

  makeEvent(i: number) {
    const { def, rng, data } = this;
    const status = this.statusOf(i);
    const live = liveIndex(this.eventCount);
    const spacing = SPACING_DAYS * DAY;
    const hourMs = 3_600_000;
    const duration = def.hours * hourMs;
    let start: number;
    if (status === "LIVE") start = this.anchor.getTime() - Math.min(duration / 2, 20 * hourMs);
    else if (status === "IN_WINDOW") start = this.anchor.getTime() - 2 * DAY + 15 * hourMs;
    else start = this.anchor.getTime() + (i - live) * spacing + rng.int(10, 20) * hourMs;
    const end = status === "IN_WINDOW" ? start + Math.max(duration, 7 * DAY) : start + duration;

    const nation = rng.pick(NATIONS);
    const city = rng.pick(nation.cities);
    const uuid = rng.uuid();
    const pairing = this.teams.length ? this.pickTeams(i) : null;
    const date = new Date(start).toISOString().slice(0, 10);
    const eventId = def.format === "jaialai"
      ? `jaialai:${date}_${teamSlug(pairing![1].name)}-vs-${teamSlug(pairing![0].name)}`
      : `${def.sportType}:${uuid}`;
    const name = rng.pick(def.eventNames)
      .replace("{city}", city)
      .replace("{n}", String(40 + i))
      .replace("{home}", pairing?.[0].name ?? "")
      .replace("{away}", pairing?.[1].name ?? "");
    const lastTwo = i >= this.eventCount - 2;
    const farAway = start - this.anchor.getTime() > 21 * DAY;
    // An event carried on past the season is announced with its field when it is laid out.
    const participantsAvailable = i >= this.eventCount ||
      !(lastTwo || (pairing && farAway && status === "UPCOMING"));

    data.events.push({
      id: eventId,
      uuid,
      numericEventId: this.refs.numeric.next(),
      referenceId: this.refs.event.next(),
      providerId: `evt-${def.sportType}-${rng.int(100000, 999999)}`,
      sportType: def.sportType,
      tourId: this.tourId,
      name,
      status,
      startDate: new Date(start).toISOString(),
      endDate: new Date(end).toISOString(),
      venue: venueName(def, city, pairing?.[0].name),
      city,
      country: nation.country,
      participantsAvailable,
      updatedAt: new Date(Math.min(start, this.anchor.getTime())).toISOString(),
    });
    if (pairing) {
      data.eventTeams.push({ eventId, teamId: pairing[0].id, side: "home" });
      data.eventTeams.push({ eventId, teamId: pairing[1].id, side: "away" });
    }
    const ctx: EventContext = {
      eventId,
      status,
      start,
      participantsAvailable,
      rng: rng.fork(eventId),
    };
    if (def.format === "team") this.runTeamGame(ctx, pairing!);
    else if (def.format === "jaialai") this.runJaiAlai(ctx, pairing!);
    else this.runRounds(ctx, this.drawField(ctx));
  }

  pickTeams(i: number): [SportSeason["teams"][number], SportSeason["teams"][number]] {
    // A round robin: each pass over the teams shifts the opponent by one more place.
    const n = this.teams.length;
    const offset = 1 + (Math.floor(i / n) % (n - 1));
    return [this.teams[i % n], this.teams[(i + offset) % n]];
  }

  /** The event's field, weighted towards the strong, with seeds from strength plus noise. */
  drawField(ctx: EventContext): Entrant[] {
    const { def } = this;
    const rng = ctx.rng;
    const first = def.rounds[0];
    let chosen: Athlete[];
    if (def.format === "fight") {
      chosen = this.drawBouts(rng, first.heats);
    } else {
      const size = Math.min(first.heats * first.size, this.athletes.length);
      chosen = this.athletes
        .map((a) => ({ a, key: a.strength + rng.gumbel() }))
        .sort((x, y) => y.key - x.key)
        .slice(0, size)
        .map((x) => x.a);
      chosen = chosen
        .map((a) => ({ a, key: a.strength + rng.normal() * 0.3 }))
        .sort((x, y) => y.key - x.key)
        .map((x) => x.a);
    }
    const field = chosen.map((a, k) => this.addParticipant(ctx, a, k + 1, "ACTIVE"));
    // Some events list a non-starter: entered and seeded, then withdrawn before the start.
    if (def.format !== "fight" && ctx.participantsAvailable && rng.bool(0.35)) {
      const spares = this.athletes.filter((a) => !chosen.includes(a));
      if (spares.length) this.addParticipant(ctx, rng.pick(spares), field.length + 1, "WITHDRAWN");
    }
    return field;
  }

  /** Fight cards pair athletes of the same weight class; the main event closes the card. */
  drawBouts(rng: Rng, bouts: number): Athlete[] {
    const pool = rng.shuffle([...this.athletes]);
    const picked: Athlete[] = [];
    while (picked.length < bouts * 2) {
      const a = pool.find((x) => !picked.includes(x))!;
      const b = pool.find((x) =>
        x !== a && !picked.includes(x) && x.weightClass === a.weightClass
      ) ??
        pool.find((x) => x !== a && !picked.includes(x))!;
      picked.push(a, b);
    }
    return picked;
  }

  addParticipant(
    ctx: EventContext,
    athlete: Athlete,
    seedNo: number,
    status: ParticipantStatus,
  ): Entrant {
    // An unannounced field is still drawn, so the event's rounds and heats take their shape,
    // but none of it is stored.
    if (!ctx.participantsAvailable) {
      return {
        participantId: "",
        athleteId: athlete.id,
        teamId: athlete.teamId,
        strength: athlete.strength,
        seedNo,
      };
    }
    const id = ctx.rng.uuid();
    this.data.participants.push({
      id,
      referenceId: this.refs.participant.next(),
      eventId: ctx.eventId,
      athleteId: athlete.id,
      teamId: athlete.teamId,
      seedNo,
      status,
      finalPosition: null,
    });
    return {
      participantId: id,
      athleteId: athlete.id,
      teamId: athlete.teamId,
      strength: athlete.strength,
      seedNo,
    };
  }

  // ---- heat-based formats --------------------------------------------------------------------

  runRounds(ctx: EventContext, field: Entrant[]) {
    const { def } = this;
    const played: Line[][][] = [];
    const totals = new Map<Entrant, number>();
    for (const [r, spec] of def.rounds.entries()) {
      const draws = drawRound(
        def.rounds,
        r,
        field,
        played[r - 1] ?? [],
        (e) => totals.get(e) ?? 0,
        {
          shuffle: (items) => ctx.rng.shuffle(items),
          pairs: def.format === "fight",
          compare: compareLines,
        },
      );
      const results = draws.map((entrants, h) =>
        this.runHeat(spec, entrants, ctx.rng, h === draws.length - 1 && r === 0)
      );
      for (const lines of results) {
        for (const l of lines) {
          totals.set(l.entrant, (totals.get(l.entrant) ?? 0) + (l.points ?? 0));
        }
      }
      played.push(results);
    }
    this.store(ctx, played);
    if (ctx.status === "COMPLETED") this.storeStandings(played, totals);
    else if (this.data.plan) this.storeStandings(played, totals, true);
  }

  runHeat(spec: RoundSpec, entrants: Entrant[], rng: Rng, mainEvent: boolean): Line[] {
    const { def } = this;
    const perf = new Map(entrants.map((e) => [e, e.strength + rng.gumbel()]));
    const ranked = [...entrants].sort((a, b) => perf.get(b)! - perf.get(a)!);
    const line = (entrant: Entrant, position: number, fields: Partial<Line>): Line => ({
      entrant,
      position,
      score: null,
      timeMs: null,
      bestLapMs: null,
      points: null,
      status: "FINISHED",
      scores: null,
      lapTimes: null,
      detail: null,
      ...fields,
    });
    switch (def.format) {
      case "surf":
        return ranked.map((e, k) => {
          const total = clamp(11 + 2.3 * perf.get(e)!, 0.5, 19.9);
          const best = round(clamp(total * (0.5 + rng.next() * 0.12), total / 2, 10), 2);
          const second = round(total - best, 2);
          const others = Array.from({ length: rng.int(1, 6) }, () => round(second * rng.next(), 2));
          return line(e, k + 1, {
            score: round(best + second, 2),
            scores: rng.shuffle([best, second, ...others]),
          });
        });
      case "judged":
        return ranked.map((e, k) => {
          const best = round(clamp(62 + 9 * perf.get(e)!, 5, 99.9), 1);
          const runs = [best, round(best * rng.next(), 1), round(best * rng.next(), 1)];
          return line(e, k + 1, { score: best, scores: rng.shuffle(runs), points: 0 });
        });
      case "bullride": {
        const rides = ranked.map((e) => {
          const qualified = rng.next() < 1 / (1 + Math.exp(-(0.2 + perf.get(e)!)));
          const score = qualified
            ? round(clamp(84 + 2.2 * perf.get(e)! + rng.normal(), 75, 96.5), 2)
            : 0;
          return {
            e,
            qualified,
            score,
            bull: rng.pick(BULLS),
            time: qualified ? 8 : round(1 + rng.next() * 6.8, 2),
          };
        });
        return rides.sort((a, b) => b.score - a.score).map((r, k) =>
          line(r.e, k + 1, {
            score: r.score,
            points: r.score,
            status: r.qualified ? "FINISHED" : "NO_SCORE",
            detail: { bull: r.bull, rideTimeSeconds: r.time, qualified: r.qualified },
          })
        );
      }
      case "golf": {
        const par = 60;
        const strokes = ranked.map((e) => ({ e, s: Math.round(par - 3 - 1.6 * perf.get(e)!) }))
          .sort((a, b) => a.s - b.s);
        return strokes.map(({ e, s }) =>
          line(e, 1 + strokes.findIndex((x) => x.s === s), {
            score: s,
            points: s,
            scores: splitStrokes(rng, s, 18),
            detail: { par, toPar: s - par },
          })
        );
      }
      case "fight":
        return this.fightLines(ranked, rng, mainEvent, line);
      case "ladder":
        return ranked.map((e, k) => {
          if (def.lapMs) {
            const et = Math.round(def.lapMs * (1 - 0.01 * perf.get(e)!));
            const speed = round(332 + 9 * perf.get(e)!, 2);
            return line(e, k + 1, {
              timeMs: et,
              score: et / 1000,
              detail: { reactionTime: round(0.04 + rng.next() * 0.06, 3), speedMph: speed },
            });
          }
          const score = round(clamp(78 + 7 * perf.get(e)!, 40, 100), 1);
          return line(e, k + 1, {
            score,
            scores: [score, round(score - rng.next() * 3, 1), round(score - rng.next() * 3, 1)],
          });
        });
      case "race":
        return this.raceLines(spec, ranked, perf, rng, line);
      default:
        throw new Error(`format ${def.format} has no heats`);
    }
  }

  raceLines(
    spec: RoundSpec,
    ranked: Entrant[],
    perf: Map<Entrant, number>,
    rng: Rng,
    line: (e: Entrant, p: number, f: Partial<Line>) => Line,
  ): Line[] {
    const lapMs = this.def.lapMs!;
    const laps = spec.laps ?? 1;
    // The first lap is slower (standing start); the rest scatter around the average.
    const lapsOf = (avg: number, count: number) => {
      const raw = Array.from(
        { length: count },
        (_, j) => avg * (1 + 0.012 * rng.normal() + (j === 0 ? 0.06 : 0)),
      );
      const scale = (avg * count) / raw.reduce((s, x) => s + x, 0);
      return raw.map((x) => Math.round(x * scale));
    };
    if (spec.qualifying) {
      const runs = ranked.map((e) => {
        const best = Math.round(lapMs * (1 - 0.006 * perf.get(e)!));
        const times = [
          best,
          ...Array.from(
            { length: laps - 1 },
            () => Math.round(best * (1 + 0.004 + rng.next() * 0.02)),
          ),
        ];
        return { e, best, times: rng.shuffle(times) };
      });
      return runs.map((r, k) =>
        line(r.e, k + 1, { timeMs: r.best, bestLapMs: r.best, lapTimes: r.times, points: 0 })
      );
    }
    const finishers: Line[] = [];
    const retired: Line[] = [];
    for (const e of ranked) {
      const avg = lapMs * (1 - 0.004 * perf.get(e)!);
      if (rng.bool(0.04)) {
        const times = lapsOf(avg, rng.int(0, laps - 1));
        retired.push(line(e, 0, {
          status: "DNF",
          lapTimes: times,
          timeMs: times.reduce((s, x) => s + x, 0),
          bestLapMs: times.length ? Math.min(...times) : null,
          points: 0,
          detail: { lapsCompleted: times.length },
        }));
        continue;
      }
      const times = lapsOf(avg, laps);
      finishers.push(line(e, 0, {
        lapTimes: times,
        timeMs: times.reduce((s, x) => s + x, 0),
        bestLapMs: Math.min(...times),
        detail: { lapsCompleted: laps },
      }));
    }
    finishers.sort((a, b) => a.timeMs! - b.timeMs!);
    retired.sort((a, b) => b.lapTimes!.length - a.lapTimes!.length);
    return [...finishers, ...retired].map((l, k) => ({
      ...l,
      position: k + 1,
      points: l.status === "FINISHED" ? RACE_POINTS[k] ?? 0 : 0,
    }));
  }

  fightLines(
    ranked: Entrant[],
    rng: Rng,
    mainEvent: boolean,
    line: (e: Entrant, p: number, f: Partial<Line>) => Line,
  ): Line[] {
    const sport = this.def.sportType;
    const rounds = sport === "powerslap" ? 3 : mainEvent ? 5 : 3;
    const finish = rng.next();
    const methods = sport === "raf"
      ? ["Fall", "Technical Superiority", "Decision"]
      : ["KO", "TKO", "Decision"];
    const method = finish < 0.35 ? methods[0] : finish < 0.6 ? methods[1] : methods[2];
    const decided = method === "Decision";
    const endRound = decided ? rounds : rng.int(1, rounds);
    const judges = decided
      ? Array.from({ length: 3 }, () => [10 * rounds, 10 * rounds - rng.int(1, 3)])
      : null;
    const detail = {
      method,
      round: endRound,
      time: decided
        ? `${sport === "bkfc" ? 2 : 3}:00`
        : `${rng.int(0, 2)}:${String(rng.int(0, 59)).padStart(2, "0")}`,
      scheduledRounds: rounds,
      mainEvent,
    };
    return ranked.map((e, k) =>
      line(e, k + 1, {
        score: judges ? judges.reduce((s, j) => s + j[k], 0) : null,
        scores: judges ? judges.map((j) => j[k]) : null,
        points: k === 0 ? 1 : 0,
        detail,
      })
    );
  }

  // ---- team games ----------------------------------------------------------------------------

  runTeamGame(ctx: EventContext, [home, away]: SportSeason["teams"]) {
    const rng = ctx.rng;
    const rate = this.def.teams!.rate;
    const dress = (team: SportSeason["teams"][number]) =>
      team.players.map((a, k) => this.addParticipant(ctx, a, k + 1, "ACTIVE"));
    const sides = [dress(home), dress(away)];
    const edge = home.strength - away.strength + 0.1;
    const periods = this.def.rounds.map(() => {
      const goals = [
        rng.poisson(rate * Math.exp(edge / 2)),
        rng.poisson(rate * Math.exp(-edge / 2)),
      ];
      return sides.map((players, s) => {
        const tally = new Map(players.map((p) => [p, 0]));
        for (let g = 0; g < goals[s]; g++) {
          const scorer = weightedPick(rng, players);
          tally.set(scorer, tally.get(scorer)! + 1);
        }
        return tally;
      });
    });
    const sum = (s: number) =>
      periods.reduce((t, p) => t + [...p[s].values()].reduce((a, b) => a + b, 0), 0);
    if (sum(0) === sum(1)) {
      // No draws: the game is settled in overtime, credited to the last period.
      const winner = home.strength + rng.gumbel() > away.strength + rng.gumbel() ? 0 : 1;
      const scorer = weightedPick(rng, sides[winner]);
      const last = periods[periods.length - 1][winner];
      last.set(scorer, last.get(scorer)! + 1);
    }
    const totals = [sum(0), sum(1)];
    const played = periods.map((period) => {
      const teamScore = period.map((tally) => [...tally.values()].reduce((a, b) => a + b, 0));
      return [period.flatMap((tally, s) =>
        [...tally.entries()].map(([entrant, points]): Line => ({
          entrant,
          position: teamScore[s] >= teamScore[1 - s] ? 1 : 2,
          score: points,
          timeMs: null,
          bestLapMs: null,
          points,
          status: "FINISHED",
          scores: null,
          lapTimes: null,
          detail: {
            side: s === 0 ? "home" : "away",
            teamScore: teamScore[s],
            opponentScore: teamScore[1 - s],
          },
        }))
      )];
    });
    this.store(ctx, played);
    if (ctx.status === "COMPLETED" || this.data.plan) {
      const winner = totals[0] > totals[1] ? 0 : 1;
      const planned = ctx.status !== "COMPLETED";
      sides.forEach((players, s) => this.setFinal(players, () => (s === winner ? 1 : 2), planned));
    }
  }

  // ---- Jai Alai --------------------------------------------------------------------------------

  runJaiAlai(ctx: EventContext, [home, away]: SportSeason["teams"]) {
    const rng = ctx.rng;
    const entrants = new Map<string, Entrant>();
    const enter = (a: Athlete) => {
      if (!entrants.has(a.id)) {
        entrants.set(a.id, this.addParticipant(ctx, a, entrants.size + 1, "ACTIVE"));
      }
      return entrants.get(a.id)!;
    };
    const squads = [home, away].map((t) => t.players.map(enter));
    const totals = new Map<Entrant, number>();
    const played = this.def.rounds.map((_, g) => {
      const doubles = isDoublesGame(g + 1);
      const posts: Entrant[][] = doubles
        ? squads.flatMap((squad) => {
          const s = rng.shuffle([...squad]);
          return [0, 1, 2, 3].map((k) => [s[2 * k], s[2 * k + 1]]);
        })
        : squads.flatMap((squad) => rng.shuffle([...squad]).slice(0, 4).map((e) => [e]));
      rng.shuffle(posts);
      const strengths = posts.map((p) => p.reduce((s, e) => s + e.strength, 0) / p.length);
      const game = playEightPost(rng, strengths);
      const lines: Line[] = [];
      game.order.forEach((post, k) => {
        for (const e of posts[post]) {
          const seat = { ...e, seedNo: post + 1 };
          lines.push({
            entrant: seat,
            position: k + 1,
            score: game.points[post],
            timeMs: null,
            bestLapMs: null,
            points: game.points[post],
            status: "FINISHED",
            scores: null,
            lapTimes: null,
            detail: {
              post: post + 1,
              doubles,
              partnerIds: posts[post].filter((x) => x !== e).map((x) => x.athleteId),
              setPoints: game.setPoints[post],
            },
          });
          totals.set(e, (totals.get(e) ?? 0) + game.points[post]);
        }
      });
      return [lines];
    });
    this.store(ctx, played);
    if (ctx.status === "COMPLETED") this.storeStandings(played, totals);
    else if (this.data.plan) this.storeStandings(played, totals, true);
  }

  // ---- storing -------------------------------------------------------------------------------

  /**
   * Writes rounds, heats and lines, revealing only what the event's status allows: a completed
   * event shows everything; a live one its finished rounds, the current round in progress and
   * later draws only where they do not depend on results; others the opening draw.
   */
  store(ctx: EventContext, played: Line[][][]) {
    const { def, data, rng } = this;
    const roundsDone = ctx.status === "COMPLETED"
      ? played.length
      : ctx.status === "LIVE"
      ? Math.floor(played.length / 2)
      : ctx.status === "IN_WINDOW"
      ? Math.min(1, played.length - 1)
      : 0;
    let heatClock = ctx.start;
    const step = (def.hours * 3_600_000) / Math.max(1, played.reduce((n, r) => n + r.length, 0));
    played.forEach((heatsOfRound, r) => {
      const spec = def.rounds[r];
      const roundStatus: StageStatus = ctx.status === "CANCELLED"
        ? "CANCELLED"
        : r < roundsDone
        ? "COMPLETED"
        : r === roundsDone && ctx.status === "LIVE"
        ? "LIVE"
        : "UPCOMING";
      const roundId = rng.uuid();
      data.rounds.push({
        id: roundId,
        referenceId: this.refs.round.next(),
        eventId: ctx.eventId,
        roundNo: r + 1,
        name: spec.name,
        status: roundStatus,
        providerId: `rnd-${rng.int(100000, 999999)}`,
        updatedAt: new Date(Math.min(heatClock, this.anchor.getTime())).toISOString(),
      });
      const drawKnown = r === 0 || spec.draw === "field" || r <= roundsDone;
      heatsOfRound.forEach((lines, h) => {
        const heatStatus: StageStatus = roundStatus !== "LIVE"
          ? roundStatus
          : h < Math.floor(heatsOfRound.length / 2)
          ? "COMPLETED"
          : h === Math.floor(heatsOfRound.length / 2)
          ? "LIVE"
          : "UPCOMING";
        const heatId = rng.uuid();
        data.heats.push({
          id: heatId,
          referenceId: this.refs.heat.next(),
          eventId: ctx.eventId,
          roundId,
          heatNo: h + 1,
          name: heatName(def, spec, h, heatsOfRound.length),
          status: heatStatus,
          providerId: `heat-${rng.int(100000, 999999)}`,
          startTime: new Date(heatClock).toISOString(),
        });
        heatClock += step;
        if (!ctx.participantsAvailable) return;
        const revealed = heatStatus === "COMPLETED";
        const row = (l: Line, id: string, shown: boolean): Row<typeof schema.heatResults> => ({
          id,
          heatId,
          eventId: ctx.eventId,
          eventParticipantId: l.entrant.participantId,
          athleteId: l.entrant.athleteId,
          seedNo: l.entrant.seedNo,
          position: shown ? l.position : null,
          score: shown ? l.score : null,
          timeMs: shown ? l.timeMs : null,
          bestLapMs: shown ? l.bestLapMs : null,
          points: shown ? l.points : null,
          status: shown ? l.status : heatStatus === "LIVE" ? "LIVE" : "SCHEDULED",
          scores: shown && l.scores ? JSON.stringify(l.scores) : null,
          lapTimes: shown && l.lapTimes ? JSON.stringify(l.lapTimes) : null,
          detail: shown && l.detail ? JSON.stringify(l.detail) : null,
        });
        const stored = drawKnown ? lines.map((l) => row(l, rng.uuid(), revealed)) : [];
        data.heatResults.push(...stored);
        if (data.plan && !revealed && ctx.status !== "CANCELLED") {
          // Lines not stored yet get ids of their own stream: the season's draws stay as they were.
          data.plan.results.set(
            heatId,
            lines.map((l, k) =>
              row(
                l,
                stored[k]?.id ?? new Rng(`live/${heatId}/${l.entrant.participantId}`).uuid(),
                true,
              )
            ),
          );
        }
      });
    });
  }

  /** Final standings of a completed event, by the sport's rule. */
  storeStandings(played: Line[][][], totals: Map<Entrant, number>, planned = false) {
    const key = (e: Entrant) => e.participantId;
    const rank = new Map<string, number>();
    if (this.def.standings === "points") {
      const low = this.def.format === "golf";
      const order = [...totals.entries()].sort((a, b) => (low ? a[1] - b[1] : b[1] - a[1]));
      order.forEach(([e], k) => rank.set(key(e), k + 1));
    } else if (this.def.format === "fight") {
      played[0].forEach((lines) => lines.forEach((l) => rank.set(key(l.entrant), l.position)));
    } else {
      // Deepest round reached first, then the place within that round's heats.
      let next = 1;
      for (let r = played.length - 1; r >= 0; r--) {
        const lines = played[r].flat()
          .filter((l) => !rank.has(key(l.entrant)))
          .sort((a, b) =>
            (a.status === "FINISHED" ? 0 : 1) - (b.status === "FINISHED" ? 0 : 1) ||
            a.position - b.position || compareLines(a, b)
          );
        for (const l of lines) rank.set(key(l.entrant), next++);
      }
    }
    this.setFinal(
      [...new Set(played.flat(2).map((l) => l.entrant))],
      (e) => rank.get(key(e)) ?? null,
      planned,
    );
  }

  setFinal(entrants: Entrant[], positionOf: (e: Entrant) => number | null, planned = false) {
    if (planned) {
      for (const e of entrants) this.data.plan!.finalPositions.set(e.participantId, positionOf(e));
      return;
    }
    const byId = new Map(entrants.map((e) => [e.participantId, e]));
    for (const p of this.data.participants) {
      const e = byId.get(p.id);
      if (e) p.finalPosition = positionOf(e);
    }
  }
}

interface EventContext {
  eventId: string;
  status: EventStatus;
  start: number;
  participantsAvailable: boolean;
  rng: Rng;
}

/** Better line first: higher score, else shorter time. */
function compareLines(a: Line, b: Line): number {
  if (a.score !== null && b.score !== null && a.score !== b.score) return b.score - a.score;
  if (a.timeMs !== null && b.timeMs !== null) return a.timeMs - b.timeMs;
  return 0;
}

function weightedPick(rng: Rng, entrants: Entrant[]): Entrant {
  const weights = entrants.map((e) => Math.exp(e.strength));
  let x = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < entrants.length; k++) {
    x -= weights[k];
    if (x <= 0) return entrants[k];
  }
  return entrants[entrants.length - 1];
}

function splitStrokes(rng: Rng, total: number, holes: number): number[] {
  const out = new Array<number>(holes).fill(3);
  let diff = total - holes * 3;
  while (diff !== 0) {
    const h = rng.int(0, holes - 1);
    const d = diff > 0 ? 1 : -1;
    if (out[h] + d >= 2 && out[h] + d <= 6) {
      out[h] += d;
      diff -= d;
    }
  }
  return out;
}

function heatName(def: SportDef, spec: RoundSpec, h: number, heats: number): string {
  if (def.format === "fight") return h === heats - 1 ? "Main Event" : `Bout ${h + 1}`;
  if (def.format === "team" || def.format === "jaialai" || heats === 1) return spec.name;
  return `${spec.name} - Heat ${h + 1}`;
}

function venueName(def: SportDef, city: string, homeTeam?: string): string {
  switch (def.format) {
    case "surf":
      return `${city} Point`;
    case "race":
    case "ladder":
      return `${city} Motor Speedway`;
    case "golf":
      return `${city} Disc Golf Park`;
    case "jaialai":
      return `${homeTeam} Fronton`;
    case "team":
      return `${homeTeam} Arena`;
    default:
      return `${city} Arena`;
  }
}

function teamSlug(name: string): string {
  const club = JAI_ALAI_CLUBS.find(([city]) => name.startsWith(city));
  return club ? club[1] : name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function classWeight(weightClass: string): number {
  const table: Record<string, number> = {
    Flyweight: 57,
    Bantamweight: 61,
    Featherweight: 66,
    Lightweight: 70,
    Welterweight: 77,
    Middleweight: 84,
    "Light Heavyweight": 93,
    Heavyweight: 110,
    "Super Heavyweight": 130,
  };
  return table[weightClass] ?? 80;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
