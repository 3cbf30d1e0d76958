import { AppError } from "../errors.ts";

/** The five fields of a cron expression, in order, with their ranges and names. */
const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day_of_month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: "JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC" },
  { name: "day_of_week", min: 0, max: 7, names: "SUN MON TUE WED THU FRI SAT" },
] as const;

export type CronField = typeof FIELDS[number]["name"];

/** A parsed expression: the allowed values of each field, and which day fields were `*`. */
export interface Cron {
  source: string;
  sets: Set<number>[];
  anyDayOfMonth: boolean;
  anyDayOfWeek: boolean;
}

/** A cron expression that does not parse, naming the field at fault (422 at the edge). */
export function invalidCron(field: CronField | "cron", message: string): AppError {
  return new AppError("unprocessable", `invalid cron expression: ${message}`, {
    parameter: "cron",
    issues: [{ location: "json", field: `cron.${field}`, message, code: "invalid_cron" }],
  });
}

function valueOf(text: string, field: typeof FIELDS[number]): number {
  const names = "names" in field ? field.names.split(" ") : [];
  const named = names.indexOf(text.toUpperCase());
  if (named >= 0) return named + (field.name === "month" ? 1 : 0);
  if (!/^\d+$/.test(text)) {
    throw invalidCron(field.name, `${field.name} has '${text}', which is not a number`);
  }
  const n = Number(text);
  if (n < field.min || n > field.max) {
    throw invalidCron(
      field.name,
      `${field.name} ${n} is out of range ${field.min}-${field.max}`,
    );
  }
  return n;
}

/**
 * Parses a standard 5-field expression (minute hour day-of-month month day-of-week): `*`,
 * numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`, month and weekday names; 0 and 7
 * are Sunday. No seconds field, no `@daily` macros, no `L`/`W`/`#` (QStash and Deno.cron do not
 * take them either).
 */
export function parseCron(source: string): Cron {
  const parts = source.trim().split(/\s+/);
  if (parts.length !== 5 || !source.trim()) {
    throw invalidCron(
      "cron",
      `expected 5 fields (minute hour day_of_month month day_of_week), got ${
        source.trim() ? parts.length : 0
      }`,
    );
  }
  const sets = parts.map((part, i) => {
    const field = FIELDS[i];
    const set = new Set<number>();
    for (const item of part.split(",")) {
      const m = /^([^/]+)(?:\/(.+))?$/.exec(item);
      if (!m) {
        throw invalidCron(field.name, `${field.name} has an empty or malformed item '${item}'`);
      }
      const [, range, stepText] = m;
      let step = 1;
      if (stepText !== undefined) {
        if (!/^\d+$/.test(stepText) || Number(stepText) < 1) {
          throw invalidCron(
            field.name,
            `${field.name} has step '${stepText}', not a positive number`,
          );
        }
        step = Number(stepText);
      }
      let lo: number, hi: number;
      if (range === "*") [lo, hi] = [field.min, field.max];
      else if (range.includes("-")) {
        const [a, b, ...rest] = range.split("-");
        if (rest.length) {
          throw invalidCron(field.name, `${field.name} has a malformed range '${range}'`);
        }
        [lo, hi] = [valueOf(a, field), valueOf(b, field)];
        if (lo > hi) throw invalidCron(field.name, `${field.name} range '${range}' runs backwards`);
      } else {
        lo = valueOf(range, field);
        hi = stepText === undefined ? lo : field.max;
      }
      for (let v = lo; v <= hi; v += step) set.add(field.name === "day_of_week" ? v % 7 : v);
    }
    return set;
  });
  return {
    source: parts.join(" "),
    sets,
    anyDayOfMonth: parts[2] === "*",
    anyDayOfWeek: parts[4] === "*",
  };
}

/** Is `zone` an IANA time zone this runtime knows (Intl)? */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      minute: "numeric",
      hour: "numeric",
      day: "numeric",
      month: "numeric",
      weekday: "short",
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    minute: Number(parts.minute),
    hour: Number(parts.hour),
    day: Number(parts.day),
    month: Number(parts.month),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/**
 * Does the expression fire in the minute of `at`, read on the wall clock of `timeZone`? Day of
 * month and day of week follow Vixie cron: when both are restricted, either may match.
 */
export function cronMatches(cron: Cron, at: Date, timeZone: string): boolean {
  const t = wallClock(at, timeZone);
  const [minutes, hours, days, months, weekdays] = cron.sets;
  if (!minutes.has(t.minute) || !hours.has(t.hour) || !months.has(t.month)) return false;
  const dom = days.has(t.day);
  const dow = weekdays.has(t.weekday);
  if (cron.anyDayOfMonth || cron.anyDayOfWeek) return dom && dow;
  return dom || dow;
}

/** The next minute after `after` at which the expression fires (within 31 days), or null. */
export function nextFire(cron: Cron, after: Date, timeZone: string): Date | null {
  let t = Math.floor(after.getTime() / 60_000) * 60_000 + 60_000;
  for (let i = 0; i < 31 * 24 * 60; i++, t += 60_000) {
    if (cronMatches(cron, new Date(t), timeZone)) return new Date(t);
  }
  return null;
}
