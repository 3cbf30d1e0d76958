import * as webhooks from "../../services/webhooks/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

export const createWebhook: AppRouteHandler<typeof routes.createWebhook> = async (c) =>
  c.json(await webhooks.createWebhook(c.get("deps"), c.get("principal"), c.req.valid("json")), 201);

export const listWebhooks: AppRouteHandler<typeof routes.listWebhooks> = async (c) =>
  c.json(await webhooks.listWebhooks(c.get("deps"), c.get("principal"), c.req.valid("query")), 200);

export const getWebhook: AppRouteHandler<typeof routes.getWebhook> = async (c) => {
  const { webhook_id } = c.req.valid("param");
  return c.json(await webhooks.getWebhook(c.get("deps"), c.get("principal"), webhook_id), 200);
};

export const updateWebhook: AppRouteHandler<typeof routes.updateWebhook> = async (c) => {
  const { webhook_id } = c.req.valid("param");
  const changes = c.req.valid("json");
  return c.json(
    await webhooks.updateWebhook(c.get("deps"), c.get("principal"), webhook_id, changes),
    200,
  );
};

export const deleteWebhook: AppRouteHandler<typeof routes.deleteWebhook> = async (c) => {
  await webhooks.deleteWebhook(c.get("deps"), c.get("principal"), c.req.valid("param").webhook_id);
  return c.body(null, 204);
};

export const rotateSecret: AppRouteHandler<typeof routes.rotateSecret> = async (c) => {
  const { webhook_id } = c.req.valid("param");
  return c.json(await webhooks.rotateSecret(c.get("deps"), c.get("principal"), webhook_id), 200);
};

export const testWebhook: AppRouteHandler<typeof routes.testWebhook> = async (c) => {
  const { webhook_id } = c.req.valid("param");
  return c.json(await webhooks.sendTest(c.get("deps"), c.get("principal"), webhook_id), 202);
};

export const listDeliveries: AppRouteHandler<typeof routes.listDeliveries> = async (c) => {
  const { webhook_id } = c.req.valid("param");
  const page = c.req.valid("query");
  return c.json(
    await webhooks.listDeliveries(c.get("deps"), c.get("principal"), webhook_id, page),
    200,
  );
};

export const redeliver: AppRouteHandler<typeof routes.redeliver> = async (c) => {
  const { webhook_id, delivery_id } = c.req.valid("param");
  return c.json(
    await webhooks.redeliver(c.get("deps"), c.get("principal"), webhook_id, delivery_id),
    202,
  );
};
