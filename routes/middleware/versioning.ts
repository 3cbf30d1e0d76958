import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";

/** The day the legacy unversioned /api routes of spec 001 stop being served. */
export const LEGACY_SUNSET_DATE = "2027-06-30";
/** When they were deprecated, as RFC 9745's `Deprecation: @<epoch seconds>`. */
const DEPRECATED_SINCE = Date.UTC(2026, 0, 1) / 1000;

/**
 * Marks a legacy route: `X-API-Deprecation-Date` (spec 001), the standard `Deprecation` and
 * `Sunset` headers, and a `Link` to the v1 successor when there is one (its `{params}` filled
 * from the request's).
 */
export function deprecated(successor?: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    c.header("X-API-Deprecation-Date", LEGACY_SUNSET_DATE);
    c.header("Deprecation", `@${DEPRECATED_SINCE}`);
    c.header("Sunset", new Date(`${LEGACY_SUNSET_DATE}T00:00:00Z`).toUTCString());
    if (successor) {
      const target = successor.replace(
        /\{(\w+)\}/g,
        (_, name: string) => encodeURIComponent(c.req.param(name) ?? ""),
      );
      c.header("Link", `<${target}>; rel="successor-version"`);
    }
  });
}
