import assert from "node:assert/strict";
import { tours } from "../db/schema/mod.ts";
import { bodyOf, createTestContext, issueKey } from "./helpers.ts";

const BASE = "/v1/sportsbook-coverage";

Deno.test("sportsbook coverage: security", async (t) => {
  const ctx = await createTestContext();
  try {
    await t.step("no credential: 401; a key without the public scope: 403", async () => {
      const writer = await issueKey(ctx, "demo-league", { scopes: ["write"] });
      for (const path of ["sports", "sportsbooks", "coverage-grid"]) {
        const none = await bodyOf<{ status_code: number }>(
          await ctx.get(`${BASE}/${path}`, {}),
          401,
        );
        assert.equal(none.status_code, 401);
        const scoped = await bodyOf<{ detail: string }>(
          await ctx.get(`${BASE}/${path}`, writer),
          403,
        );
        assert.match(scoped.detail, /lacks the 'public' scope/);
      }
    });

    await t.step("a sandbox key reads the sandbox's tours", async () => {
      const sandbox = { "X-API-Key": "altsports-sandbox-demo-key" };
      await (await ctx.deps.sandbox.deps()).db.update(tours).set({ name: "Sandbox Series" });
      const sports = await bodyOf<{ items: { leagues: { name: string }[] }[] }>(
        await ctx.get(`${BASE}/sports`, sandbox),
      );
      assert.ok(sports.items.every((s) => s.leagues.every((l) => l.name === "Sandbox Series")));
      const production = await bodyOf<typeof sports>(await ctx.get(`${BASE}/sports`));
      assert.ok(production.items.every((s) => s.leagues.every((l) => l.name !== "Sandbox Series")));
    });
  } finally {
    await ctx.close();
  }
});
