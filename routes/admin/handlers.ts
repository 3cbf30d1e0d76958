import * as keys from "../../services/auth/api_keys.ts";
import * as accounts from "../../services/auth/users.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const createAccount: AppRouteHandler<typeof routes.createAccount> = async (c) => {
  const { db, clock } = c.get("deps");
  return c.json(envelope(c, await accounts.createAccount(db, c.req.valid("json"), clock())), 201);
};

export const listAccounts: AppRouteHandler<typeof routes.listAccounts> = async (c) => {
  const query = c.req.valid("query");
  const { accounts: list, total } = await accounts.listAccounts(c.get("deps").db, query);
  const pagination = { total, has_more: query.offset + list.length < total };
  return c.json(envelope(c, { accounts: list, pagination }), 200);
};

export const updateAccount: AppRouteHandler<typeof routes.updateAccount> = async (c) => {
  const { db, apiKeys, clock } = c.get("deps");
  const { account_id } = c.req.valid("param");
  const account = await accounts.updateAccount(
    db,
    apiKeys,
    account_id,
    c.req.valid("json"),
    clock(),
  );
  return c.json(envelope(c, account), 200);
};

export const resetPassword: AppRouteHandler<typeof routes.resetPassword> = async (c) => {
  const { account_id } = c.req.valid("param");
  const { password } = c.req.valid("json");
  const result = await accounts.resetPassword(c.get("deps").db, account_id, password);
  c.header("Cache-Control", "no-store");
  return c.json(envelope(c, result), 200);
};

export const createKey: AppRouteHandler<typeof routes.createKey> = async (c) => {
  const { db, clock } = c.get("deps");
  const key = await keys.createApiKey(db, c.req.valid("json"), clock());
  c.header("Cache-Control", "no-store");
  return c.json(envelope(c, key), 201);
};

export const listKeys: AppRouteHandler<typeof routes.listKeys> = async (c) => {
  const list = await keys.listApiKeys(c.get("deps").db, c.req.valid("query").owner_id);
  return c.json(envelope(c, { keys: list }), 200);
};

export const revokeKey: AppRouteHandler<typeof routes.revokeKey> = async (c) => {
  const { db, apiKeys, clock } = c.get("deps");
  const key = await keys.revokeApiKey(db, apiKeys, c.req.valid("param").key_id, clock());
  return c.json(envelope(c, key), 200);
};

export const rotateKey: AppRouteHandler<typeof routes.rotateKey> = async (c) => {
  const { db, apiKeys, clock } = c.get("deps");
  const { key_id } = c.req.valid("param");
  const { overlap_seconds } = c.req.valid("json");
  const rotated = await keys.rotateApiKey(db, apiKeys, key_id, overlap_seconds, clock());
  c.header("Cache-Control", "no-store");
  return c.json(envelope(c, rotated), 201);
};
