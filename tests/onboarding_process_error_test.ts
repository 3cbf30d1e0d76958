import assert from "node:assert/strict";
import { bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";
import { MAIL_ENV } from "./mail_fixtures.ts";

/** process-email-candidate and process-email-batch refuse bad input with clear 4xx. */

const admin = { "X-API-Key": TEST_KEY };
// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("onboarding: processing e-mail candidates refuses bad input", async (t) => {
  const ctx = await createTestContext(MAIL_ENV);
  const post = (path: string, json: unknown) => ctx.send("POST", path, { headers: admin, json });

  await t.step("one candidate: exactly one id, and a known one", async () => {
    for (const json of [{}, { candidate_id: "obe_x", message_id: "a@b.example" }]) {
      const body = await bodyOf<Json>(
        await post("/api/onboarding/process-email-candidate", json),
        400,
      );
      assert.equal(body.success, false);
      assert.match(body.error.message, /exactly one/);
    }
    const unknownCandidate = await bodyOf<Json>(
      await post("/api/onboarding/process-email-candidate", { candidate_id: "obe_nothere" }),
      404,
    );
    assert.match(unknownCandidate.error.message, /obe_nothere/);
    await bodyOf(
      await post("/api/onboarding/process-email-candidate", { message_id: "<no@such.example>" }),
      404,
    );
  });

  await t.step("a batch: ids or unprocessed, at most 50", async () => {
    for (const json of [{}, { ids: ["a@b.example"], unprocessed: true }]) {
      const body = await bodyOf<Json>(await post("/api/onboarding/process-email-batch", json), 400);
      assert.match(body.error.message, /either `ids`/);
    }
    const ids = Array.from({ length: 51 }, (_, i) => `m${i}@b.example`);
    const tooMany = await bodyOf<Json>(
      await post("/api/onboarding/process-email-batch", { ids }),
      422,
    );
    assert.equal(tooMany.error.details.issues[0].field, "ids");
    const wrongType = await bodyOf<Json>(
      await post("/api/onboarding/process-email-batch", { ids: "a@b.example" }),
      422,
    );
    assert.equal(wrongType.error.details.issues[0].field, "ids");
  });

  await ctx.close();
});
