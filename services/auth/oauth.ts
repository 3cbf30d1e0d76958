import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { oauthClients } from "../../db/schema/mod.ts";
import { AppError } from "../errors.ts";
import { hashApiKey, timingSafeEqual } from "./api_keys.ts";
import { randomToken } from "./random.ts";
import { signToken, TOKEN_TTL_SECONDS, type TokenKeys } from "./tokens.ts";

/** Scopes an OAuth client can hold: `read` for GETs, `write` for everything else. */
export const OAUTH_SCOPES = ["read", "write"] as const;

/** A failed client authentication: 401 with the Basic challenge (RFC 6749 §5.2). */
export const invalidClient = (message = "invalid client credentials") =>
  new AppError("unauthenticated", message, { oauth_error: "invalid_client" }, {
    headers: { "WWW-Authenticate": 'Basic realm="oauth"' },
  });

export async function ensureDemoClient(
  db: Database,
  { clientId, secret }: { clientId: string; secret: string },
  now: Date,
): Promise<void> {
  if (!secret) {
    await db.delete(oauthClients).where(eq(oauthClients.id, "demo"));
    return;
  }
  const secretHash = await hashApiKey(secret);
  await db.insert(oauthClients).values({
    id: "demo",
    clientId,
    secretHash,
    name: "Demo application",
    scopes: OAUTH_SCOPES.join(" "),
    createdAt: now.toISOString(),
  }).onConflictDoUpdate({
    target: oauthClients.id,
    set: { clientId, secretHash, revokedAt: null },
  });
}

export async function isActiveClient(db: Database, clientId: string): Promise<boolean> {
  const row = await db.query.oauthClients.findFirst({
    where: eq(oauthClients.clientId, clientId),
    columns: { revokedAt: true },
  });
  return Boolean(row && !row.revokedAt);
}

export interface RegisteredClient {
  client_id: string;
  client_secret: string;
  name: string;
  scopes: string[];
}

/** Registers a client; its secret is returned this once and only its hash is kept. */
export async function registerClient(
  db: Database,
  { name, scopes, ownerUserId }: { name: string; scopes: string[]; ownerUserId: string },
  now: Date,
): Promise<RegisteredClient> {
  const id = crypto.randomUUID();
  const clientId = `client_${id.replaceAll("-", "").slice(0, 20)}`;
  const secret = `cs_${randomToken(32)}`;
  await db.insert(oauthClients).values({
    id,
    clientId,
    secretHash: await hashApiKey(secret),
    name,
    scopes: scopes.join(" "),
    ownerUserId,
    createdAt: now.toISOString(),
  });
  return { client_id: clientId, client_secret: secret, name, scopes };
}

export interface ClientTokenResult {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  scope: string;
}

/** The client-credentials grant (RFC 6749 §4.4). */
export async function exchangeClientCredentials(
  db: Database,
  keys: TokenKeys,
  { clientId, clientSecret, scope }: { clientId: string; clientSecret: string; scope?: string },
  now: Date,
): Promise<ClientTokenResult> {
  const row = await db.query.oauthClients.findFirst({
    where: eq(oauthClients.clientId, clientId),
  });
  const secretHash = await hashApiKey(clientSecret);
  if (!row || row.revokedAt || !timingSafeEqual(row.secretHash, secretHash)) {
    throw invalidClient();
  }
  const allowed = row.scopes.split(" ").filter(Boolean);
  const asked = scope ? scope.split(" ").filter(Boolean) : allowed;
  const refused = asked.filter((s) => !allowed.includes(s));
  if (refused.length) {
    throw new AppError("validation", `scope not allowed for this client: ${refused.join(" ")}`, {
      parameter: "scope",
      oauth_error: "invalid_scope",
    });
  }
  return {
    access_token: await signToken(keys, "oauth", row.clientId, { scope: asked.join(" ") }, now),
    token_type: "bearer",
    expires_in: TOKEN_TTL_SECONDS,
    scope: asked.join(" "),
  };
}
