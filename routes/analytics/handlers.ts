import * as analytics from "../../services/analytics/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { callerOf } from "../middleware/auth.ts";
import { RELEASE } from "../openapi.ts";
import type * as routes from "./routes.ts";

export const data: AppRouteHandler<typeof routes.data> = async (c) => {
  const { minutes } = c.req.valid("query");
  return c.json(
    envelope(c, await analytics.data(c.get("deps"), c.get("principal"), minutes)),
    200,
  );
};

export const overview: AppRouteHandler<typeof routes.overview> = async (c) => {
  const { minutes } = c.req.valid("query");
  const out = await analytics.overview(c.get("deps"), c.get("principal"), {
    minutes,
    base: "/api/analytics/",
  });
  return c.json(envelope(c, out), 200);
};

export const business: AppRouteHandler<typeof routes.business> = async (c) =>
  c.json(envelope(c, await analytics.business(c.get("deps"), c.get("principal"))), 200);

export const performance: AppRouteHandler<typeof routes.performance> = async (c) => {
  const { minutes } = c.req.valid("query");
  return c.json(
    envelope(c, await analytics.performance(c.get("deps"), c.get("principal"), minutes)),
    200,
  );
};

export const system: AppRouteHandler<typeof routes.system> = async (c) =>
  c.json(envelope(c, await analytics.system(c.get("deps"))), 200);

export const alerts: AppRouteHandler<typeof routes.alerts> = async (c) =>
  c.json(envelope(c, await analytics.alerts(c.get("deps"))), 200);

export const dashboards: AppRouteHandler<typeof routes.dashboards> = async (c) => {
  c.header("Vary", "Accept");
  const { minutes } = c.req.valid("query");
  return c.json(
    envelope(c, await analytics.dashboards(c.get("deps"), c.get("principal"), minutes)),
    200,
  );
};

export const health: AppRouteHandler<typeof routes.health> = async (c) =>
  c.json(envelope(c, await analytics.health(c.get("deps"), callerOf(c))), 200);

export const query: AppRouteHandler<typeof routes.query> = async (c) =>
  c.json(
    envelope(c, await analytics.query(c.get("deps"), c.get("principal"), c.req.valid("json"))),
    200,
  );

export const stats: AppRouteHandler<typeof routes.stats> = async (c) =>
  c.json(envelope(c, await analytics.stats(c.get("deps"), RELEASE)), 200);

export const v1Overview: AppRouteHandler<typeof routes.v1Overview> = async (c) => {
  const { minutes } = c.req.valid("query");
  const out = await analytics.overview(c.get("deps"), c.get("principal"), {
    minutes,
    base: "/v1/analytics/",
  });
  return c.json(out, 200);
};

export const v1Business: AppRouteHandler<typeof routes.v1Business> = async (c) =>
  c.json(await analytics.business(c.get("deps"), c.get("principal")), 200);

export const v1Performance: AppRouteHandler<typeof routes.v1Performance> = async (c) => {
  const { minutes } = c.req.valid("query");
  return c.json(await analytics.performance(c.get("deps"), c.get("principal"), minutes), 200);
};
