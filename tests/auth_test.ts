import assert from "node:assert/strict";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { oauthClients, users } from "../db/schema/mod.ts";
import { eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../services/auth/passwords.ts";
import { createTestContext, NOW, PUBLIC, TEST_KEY, type TestContext } from "./helpers.ts";

const ADMIN = { email: "admin@altsports.dev", password: "altsports-admin-demo" };
const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };
const CLIENT = { id: "altsports-demo-client", secret: "altsports-demo-client-secret" };

async function login(ctx: TestContext, creds: { email: string; password: string }) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: creds });
  assert.equal(res.status, 200, await res.clone().text());
  return await res.json();
}

/** An RFC 6749 §5.2 error body: exactly `error` and `error_description`, never cached. */
async function assertOAuthError(res: Response, status: number) {
  assert.equal(res.status, status, await res.clone().text());
  assert.equal(res.headers.get("Cache-Control"), "no-store");
  const body = await res.json();
  assert.deepEqual(Object.keys(body).sort(), ["error", "error_description"]);
  return body as { error: string; error_description: string };
}

async function assertEnvelopeError(res: Response, status: number, code: string) {
  assert.equal(res.status, status, await res.clone().text());
  const body = await res.json();
  assert.equal(body.success, false);
  assert.equal(body.error.code, code);
  assert.equal(typeof body.error.message, "string");
  assert.equal(typeof body.error.suggestion, "string");
  assert.equal(typeof body.error.details, "object");
  assert.equal(body.metadata.request_id, res.headers.get("X-Request-Id"));
  assert.ok(!Number.isNaN(Date.parse(body.metadata.timestamp)));
  return body;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

Deno.test("passwords: PBKDF2 hashes verify, carry their cost, and never match a wrong password", async () => {
  const hash = await hashPassword("correct horse battery");
  assert.match(hash, /^pbkdf2_sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  assert.notEqual(hash, await hashPassword("correct horse battery"), "salted");
  assert.equal(await verifyPassword("correct horse battery", hash), true);
  assert.equal(await verifyPassword("correct horse batterz", hash), false);
  assert.equal(await verifyPassword("x", "md5$1$abc$def"), false);
});

Deno.test("login and the credentials of spec 001", async (t) => {
  let now = NOW;
  const ctx = await createTestContext({}, { clock: () => now });

  await t.step("login returns the documented token response", async () => {
    const body = await login(ctx, ADMIN);
    assert.deepEqual(Object.keys(body).sort(), [
      "access_token",
      "expires_in",
      "id_token",
      "token_type",
      "user",
    ]);
    assert.equal(body.token_type, "bearer");
    assert.equal(body.expires_in, 3600);
    assert.deepEqual(body.user, { id: "demo-admin", email: ADMIN.email, role: "admin" });
    const payload = JSON.parse(
      atob(body.access_token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")),
    );
    assert.equal(payload.iss, "altsports-platform");
    assert.equal(payload.exp - payload.iat, 3600);
    assert.equal(
      (await login(ctx, { ...LEAGUE, email: "LEAGUE@altsports.dev" })).user.role,
      "league_admin",
      "emails ignore case",
    );
  });

  await t.step("a wrong password and an unknown email get the same 401", async () => {
    const wrong = await ctx.send("POST", "/api/v1/auth/login", {
      json: { email: ADMIN.email, password: "not-the-password" },
    });
    const unknown = await ctx.send("POST", "/api/v1/auth/login", {
      json: { email: "nobody@altsports.dev", password: "not-the-password" },
    });
    const a = await assertEnvelopeError(wrong, 401, "AUTHENTICATION_ERROR");
    const b = await assertEnvelopeError(unknown, 401, "AUTHENTICATION_ERROR");
    assert.equal(a.error.message, b.error.message);
    assert.deepEqual(a.error.details, b.error.details);
  });

  await t.step("each credential kind on a route that accepts it", async () => {
    const { access_token } = await login(ctx, LEAGUE);
    const viaJwt =
      await (await ctx.send("GET", "/api/v1/auth/me", { headers: bearer(access_token) })).json();
    assert.equal(viaJwt.success, true);
    assert.deepEqual(viaJwt.data, {
      kind: "jwt",
      id: "demo-league",
      role: "league_admin",
      email: LEAGUE.email,
    });
    assert.equal(viaJwt.metadata.version, "v1.0.0");
    const viaKey =
      await (await ctx.send("GET", "/api/v1/auth/me", { headers: { "X-API-Key": TEST_KEY } }))
        .json();
    assert.deepEqual(viaKey.data, {
      kind: "api_key",
      id: "demo",
      role: "admin",
      owner: "demo",
      plan: "standard",
      scopes: ["public", "read", "write", "admin"],
      environment: "production",
    });
    const token = await ctx.send("POST", "/api/v1/oauth/token", {
      headers: {
        Authorization: `Basic ${btoa(`${CLIENT.id}:${CLIENT.secret}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials&scope=read",
    });
    assert.equal(token.status, 200, await token.clone().text());
    assert.equal(token.headers.get("Cache-Control"), "no-store");
    const grant = await token.json();
    assert.deepEqual(Object.keys(grant).sort(), [
      "access_token",
      "expires_in",
      "scope",
      "token_type",
    ]);
    assert.equal(grant.scope, "read");
    const viaOauth =
      await (await ctx.send("GET", "/api/v1/auth/me", { headers: bearer(grant.access_token) }))
        .json();
    assert.deepEqual(viaOauth.data, {
      kind: "oauth",
      id: CLIENT.id,
      role: "client",
      scopes: ["read"],
    });
  });

  await t.step(
    "the OAuth token endpoint: JSON body, bad secret, bad scope, missing credentials",
    async () => {
      const json = await ctx.send("POST", "/api/v1/oauth/token", {
        json: {
          grant_type: "client_credentials",
          client_id: CLIENT.id,
          client_secret: CLIENT.secret,
        },
      });
      assert.equal((await json.json()).scope, "read write");
      const bad = await ctx.send("POST", "/api/v1/oauth/token", {
        json: {
          grant_type: "client_credentials",
          client_id: CLIENT.id,
          client_secret: "wrong-secret",
        },
      });
      assert.deepEqual(await assertOAuthError(bad, 401), {
        error: "invalid_client",
        error_description: "invalid client credentials",
      });
      assert.match(bad.headers.get("WWW-Authenticate")!, /^Basic /);
      const scope = await ctx.send("POST", "/api/v1/oauth/token", {
        json: {
          grant_type: "client_credentials",
          client_id: CLIENT.id,
          client_secret: CLIENT.secret,
          scope: "admin",
        },
      });
      assert.equal((await assertOAuthError(scope, 400)).error, "invalid_scope");
      const grant = await ctx.send("POST", "/api/v1/oauth/token", {
        json: { grant_type: "password" },
      });
      assert.equal((await assertOAuthError(grant, 400)).error, "unsupported_grant_type");
      const none = await ctx.send("POST", "/api/v1/oauth/token", {
        json: { grant_type: "client_credentials" },
      });
      assert.equal((await assertOAuthError(none, 400)).error, "invalid_request");
      // A body that fails the request schema is invalid_request too (400, never 422).
      const typed = await ctx.send("POST", "/api/v1/oauth/token", {
        json: { grant_type: "client_credentials", client_id: 7 },
      });
      assert.equal((await assertOAuthError(typed, 400)).error, "invalid_request");
    },
  );

  await t.step("a credential is refused on a route that does not accept its kind", async () => {
    const { access_token, id_token } = await login(ctx, ADMIN);
    // The admin-only client registration takes login tokens only.
    const withKey = await ctx.send("POST", "/api/v1/oauth/clients", {
      headers: { "X-API-Key": TEST_KEY },
      json: { name: "x" },
    });
    const refused = await assertEnvelopeError(withKey, 401, "AUTHENTICATION_ERROR");
    assert.match(refused.error.message, /not accepted here/);
    assert.deepEqual(refused.error.details.accepted, ["jwt"]);
    // The public surface takes its API key only.
    const publicBearer = await ctx.send("GET", `${PUBLIC}/events?sportType=wsl`, {
      headers: bearer(access_token),
    });
    assert.equal(publicBearer.status, 401);
    assert.equal((await publicBearer.json()).statusCode, 401);
    // Spec-001 routes do not take ID tokens, and the second catalog takes nothing else.
    await assertEnvelopeError(
      await ctx.send("GET", "/api/v1/auth/me", { headers: bearer(id_token) }),
      401,
      "AUTHENTICATION_ERROR",
    );
    const catalog = await ctx.send("GET", "/v1/data/sports", { headers: bearer(access_token) });
    assert.equal(catalog.status, 401);
    const detail = await catalog.json();
    assert.deepEqual(Object.keys(detail).sort(), ["detail", "status_code", "timestamp"]);
    assert.equal(detail.status_code, 401);
    const withId = await ctx.send("GET", "/v1/data/sports", { headers: bearer(id_token) });
    assert.equal(withId.status, 200);
    assert.equal((await withId.json()).total, 31);
    // Every /v1 route takes the first description's key or the second's ID token (DESIGN.md).
    assert.equal(
      (await ctx.send("GET", "/v1/athletes/x", { headers: bearer(id_token) })).status,
      404,
    );
    assert.equal(
      (await ctx.send("GET", "/v1/athletes/x", { headers: bearer(access_token) })).status,
      401,
    );
  });

  await t.step("roles: 403 for a role that may not, 201 for one that may", async () => {
    const league = await login(ctx, LEAGUE);
    const denied = await ctx.send("POST", "/api/v1/oauth/clients", {
      headers: bearer(league.access_token),
      json: { name: "Partner app" },
    });
    const body = await assertEnvelopeError(denied, 403, "AUTHORIZATION_ERROR");
    assert.match(body.error.message, /league_admin/);
    const admin = await login(ctx, ADMIN);
    const created = await ctx.send("POST", "/api/v1/oauth/clients", {
      headers: bearer(admin.access_token),
      json: { name: "Partner app", scopes: ["read"] },
    });
    assert.equal(created.status, 201);
    const client = (await created.json()).data;
    assert.match(client.client_id, /^client_/);
    const grant = await ctx.send("POST", "/api/v1/oauth/token", {
      json: {
        grant_type: "client_credentials",
        client_id: client.client_id,
        client_secret: client.client_secret,
      },
    });
    assert.equal((await grant.json()).scope, "read");
  });

  await t.step("expired, tampered, foreign and malformed tokens get 401", async () => {
    const { access_token } = await login(ctx, LEAGUE);
    const me = (token: string) => ctx.send("GET", "/api/v1/auth/me", { headers: bearer(token) });
    assert.equal((await me(access_token)).status, 200);
    now = new Date(NOW.getTime() + 3601_000);
    await assertEnvelopeError(await me(access_token), 401, "AUTHENTICATION_ERROR");
    now = NOW;
    const [h, p, s] = access_token.split(".");
    const claims = JSON.parse(atob(p.replace(/-/g, "+").replace(/_/g, "/")));
    const forged = btoa(JSON.stringify({ ...claims, role: "admin", sub: "demo-admin" }))
      .replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    await assertEnvelopeError(await me(`${h}.${forged}.${s}`), 401, "AUTHENTICATION_ERROR");
    await assertEnvelopeError(
      await me(`${h}.${p}.${s.slice(0, -4)}AAAA`),
      401,
      "AUTHENTICATION_ERROR",
    );
    const foreign = await new SignJWT({ token_use: "jwt", role: "admin" })
      .setProtectedHeader({ alg: "HS256" }).setIssuer("altsports-platform").setAudience(
        "altsports-api",
      )
      .setSubject("demo-admin").setIssuedAt().setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another"));
    await assertEnvelopeError(await me(foreign), 401, "AUTHENTICATION_ERROR");
    const none = `${btoa(JSON.stringify({ alg: "none" }))}.${p}.`;
    await assertEnvelopeError(await me(none), 401, "AUTHENTICATION_ERROR");
    await assertEnvelopeError(await me("not-a-token-at-all"), 401, "AUTHENTICATION_ERROR");
    const basic = await ctx.send("GET", "/api/v1/auth/me", {
      headers: { Authorization: "Basic abc" },
    });
    await assertEnvelopeError(basic, 401, "AUTHENTICATION_ERROR");
  });

  await t.step("a disabled account's token stops working at once", async () => {
    const { access_token } = await login(ctx, LEAGUE);
    await ctx.deps.db.update(users).set({ disabledAt: NOW.toISOString() }).where(
      eq(users.id, "demo-league"),
    );
    await assertEnvelopeError(
      await ctx.send("GET", "/api/v1/auth/me", { headers: bearer(access_token) }),
      401,
      "AUTHENTICATION_ERROR",
    );
    await assertEnvelopeError(
      await ctx.send("POST", "/api/v1/auth/login", { json: LEAGUE }),
      401,
      "AUTHENTICATION_ERROR",
    );
  });

  await t.step("review regressions: Basic decoding, scopes, revocation, challenges", async () => {
    // A bad percent-encoding in HTTP Basic is a failed client authentication, not a crash.
    const basic = await ctx.send("POST", "/api/v1/oauth/token", {
      headers: {
        Authorization: `Basic ${btoa("%E0:x")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    assert.equal((await assertOAuthError(basic, 401)).error, "invalid_client");
    // A write-only token may not read.
    const grant = await (await ctx.send("POST", "/api/v1/oauth/token", {
      json: {
        grant_type: "client_credentials",
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        scope: "write",
      },
    })).json();
    const read = await ctx.send("GET", "/api/v1/auth/me", { headers: bearer(grant.access_token) });
    const refusal = await assertEnvelopeError(read, 403, "AUTHORIZATION_ERROR");
    assert.equal(refusal.error.details.oauth_error, "insufficient_scope");
    // Revoking a client ends its tokens at once.
    const reader = await (await ctx.send("POST", "/api/v1/oauth/token", {
      json: {
        grant_type: "client_credentials",
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
      },
    })).json();
    assert.equal(
      (await ctx.send("GET", "/api/v1/auth/me", { headers: bearer(reader.access_token) })).status,
      200,
    );
    await ctx.deps.db.update(oauthClients).set({ revokedAt: NOW.toISOString() })
      .where(eq(oauthClients.id, "demo"));
    const revoked = await ctx.send("GET", "/api/v1/auth/me", {
      headers: bearer(reader.access_token),
    });
    await assertEnvelopeError(revoked, 401, "AUTHENTICATION_ERROR");
    // 401s say how to authenticate.
    assert.equal(revoked.headers.get("WWW-Authenticate"), 'Bearer realm="altsports"');
    // Another Authorization scheme beside a valid key is ignored, not taken for a bad token.
    const both = await ctx.send("GET", "/api/v1/auth/me", {
      headers: { Authorization: "Basic dXNlcjpwYXNz", "X-API-Key": TEST_KEY },
    });
    assert.equal(both.status, 200);
    await both.body?.cancel();
    // The hot-read path leaves requests with other credentials to the normal path.
    const url = `${PUBLIC}/events?sportType=wsl`;
    await (await ctx.get(url)).body?.cancel();
    await (await ctx.get(url)).body?.cancel();
    const mixed = await ctx.get(url, {
      "X-API-KEY": TEST_KEY,
      Authorization: "Bearer not-a-jwt-at-all",
    });
    assert.equal(mixed.status, 401);
    await mixed.body?.cancel();
  });

  await t.step("the embedded identity provider publishes its key", async () => {
    const jwks = await (await ctx.get("/.well-known/jwks.json")).json();
    assert.equal(jwks.keys.length, 1);
    assert.equal(jwks.keys[0].kty, "EC");
    assert.equal(jwks.keys[0].d, undefined, "never the private part");
  });

  await ctx.close();
});

Deno.test("ID tokens from an external identity provider are checked against its JWKS", async () => {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...await exportJWK(publicKey), kid: "idp-1", alg: "RS256", use: "sig" };
  const idp = Deno.serve({ port: 0, onListen() {} }, () => Response.json({ keys: [jwk] }));
  const ctx = await createTestContext({
    ID_TOKEN_JWKS_URL: `http://127.0.0.1:${idp.addr.port}/jwks.json`,
    ID_TOKEN_ISSUER: "https://idp.example",
    ID_TOKEN_AUDIENCE: "altsports-catalog",
  });
  const idToken = (claims: { iss?: string; aud?: string; exp?: number }) =>
    new SignJWT({ email: "fan@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: "idp-1" })
      .setIssuer(claims.iss ?? "https://idp.example")
      .setAudience(claims.aud ?? "altsports-catalog")
      .setSubject("user-42")
      .setIssuedAt(Math.floor(NOW.getTime() / 1000))
      .setExpirationTime(claims.exp ?? Math.floor(NOW.getTime() / 1000) + 600)
      .sign(privateKey);
  try {
    const ok = await ctx.send("GET", "/v1/data/sports", { headers: bearer(await idToken({})) });
    assert.equal(ok.status, 200, await ok.clone().text());
    const list = await ok.json();
    assert.equal(list.items.length, 31);
    assert.ok(list.items.every((s: { events: number }) => s.events === 24));
    for (const bad of [{ aud: "someone-else" }, { exp: Math.floor(NOW.getTime() / 1000) - 10 }]) {
      const res = await ctx.send("GET", "/v1/data/sports", { headers: bearer(await idToken(bad)) });
      assert.equal(res.status, 401);
      assert.equal((await res.json()).status_code, 401);
    }
    // Another issuer is not even tried against this JWKS.
    const other = await ctx.send("GET", "/v1/data/sports", {
      headers: bearer(await idToken({ iss: "https://evil.example" })),
    });
    assert.equal(other.status, 401);
    // With an external provider, login hands out no ID token of its own.
    const body = await (await ctx.send("POST", "/api/v1/auth/login", { json: ADMIN })).json();
    assert.equal(body.id_token, undefined);
    assert.deepEqual((await (await ctx.get("/.well-known/jwks.json")).json()).keys, []);
  } finally {
    await ctx.close();
    await idp.shutdown();
  }
});
