/**
 * Debian's headless Chromium for the page tests, offline: every host but the service is
 * unresolvable, so anything a page fetched from elsewhere would fail. Without chromium the page
 * tests are ignored (tests/docs_browser_test.ts fails on REQUIRE_CHROMIUM=1).
 */
import assert from "node:assert/strict";

export const CHROMIUM = Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium";
export const chromiumAvailable = await Deno.stat(CHROMIUM).then(() => true, () => false);

/** The DOM of a page after its scripts ran (for up to `budgetMs` of virtual time). */
export async function dumpDom(
  dir: string,
  url: string,
  { budgetMs = 10_000, windowSize }: { budgetMs?: number; windowSize?: string } = {},
): Promise<string> {
  const { stdout, success } = await new Deno.Command(CHROMIUM, {
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      `--user-data-dir=${dir}/chromium-${crypto.randomUUID()}`,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      `--virtual-time-budget=${budgetMs}`,
      ...(windowSize ? [`--window-size=${windowSize}`] : []),
      "--dump-dom",
      url,
    ],
    stdout: "piped",
    stderr: "null",
  }).output();
  assert.ok(success, "chromium failed");
  return new TextDecoder().decode(stdout);
}
