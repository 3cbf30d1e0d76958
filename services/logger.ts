export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  /** Whether a message at `level` would be written; lets hot paths skip building it. */
  enabled(level: Exclude<LogLevel, "silent">): boolean;
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** JSON lines on the console: what every edge runtime collects. */
export function createLogger(level: LogLevel): Logger {
  const emit =
    (at: Exclude<LogLevel, "silent">) => (msg: string, fields?: Record<string, unknown>) => {
      if (rank[at] < rank[level]) return;
      const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields });
      if (at === "error" || at === "warn") console.error(line);
      else console.log(line);
    };
  return {
    enabled: (at) => rank[at] >= rank[level],
    debug: emit("debug"),
    info: emit("info"),
    warn: emit("warn"),
    error: emit("error"),
  };
}
