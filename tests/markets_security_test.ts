import assert from "node:assert/strict";
import { bodyOf, createTestContext, issueKey } from "./helpers.ts";

Deno.test("markets: security", async (t) => {
  // Refusals come before any data is read.
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  try {
    await t.step(
      "no credential: 401; a key without the public scope: 403; ID token: 200",
      async () => {
        const writer = await issueKey(ctx, "demo-league", { scopes: ["write"] });
        const login = await ctx.send("POST", "/api/v1/auth/login", {
          json: { email: "league@altsports.dev", password: "altsports-league-demo" },
        });
        const idToken = { Authorization: `Bearer ${(await login.json()).id_token}` };
        for (const path of ["/v1/markets?limit=1", "/v1/markets/live?limit=1"]) {
          assert.equal(
            (await bodyOf<{ status_code: number }>(await ctx.get(path, {}), 401)).status_code,
            401,
          );
          assert.match(
            (await bodyOf<{ detail: string }>(await ctx.get(path, writer), 403)).detail,
            /public/,
          );
          await bodyOf(await ctx.get(path, idToken));
        }
      },
    );
  } finally {
    await ctx.close();
  }
});
