import assert from "node:assert/strict";
import { QueryResult } from "../routes/sportsdb/schemas.ts";
import { Envelope } from "../routes/envelope.ts";
import { HIDDEN_TABLES } from "../services/sportsdb/tables.ts";
import { assertShape, bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

const admin = { "X-API-Key": TEST_KEY };

Deno.test("POST /sportsdb/query: one read-only SELECT, Datasette's limits", async (t) => {
  const ctx = await createTestContext();
  const query = (sql: string, json?: unknown) =>
    ctx.send("POST", `/sportsdb/query?query=${encodeURIComponent(sql)}`, { headers: admin, json });
  const refused = async (sql: string, pattern: RegExp, reason?: string) => {
    const body = await bodyOf<Json>(await query(sql), 400);
    assert.equal(body.success, false);
    assert.equal(body.error.code, "VALIDATION_ERROR");
    assert.match(body.error.message, pattern, sql);
    if (reason) assert.equal(body.error.details.reason, reason, sql);
    return body;
  };

  await t.step("a parameterised SELECT answers its rows in the envelope", async () => {
    const res = await query(
      "SELECT sport_type FROM sports WHERE sport_type = ? ORDER BY sport_type",
      {
        params: ["wsl"],
      },
    );
    const body = assertShape(Envelope(QueryResult), await bodyOf(res));
    assert.deepEqual(body.data.columns, ["sport_type"]);
    assert.equal(body.data.truncated, false);
    assert.equal(body.data.max_rows, 1000);
    assert.ok(body.data.row_count <= 1);
  });

  await t.step("WITH … SELECT, named parameters and a trailing semicolon pass", async () => {
    const body = await bodyOf<Json>(
      await query("WITH a AS (SELECT :x AS x) SELECT x, 'a;b' AS s FROM a; -- done", {
        params: { x: 7 },
      }),
    );
    assert.deepEqual(body.data.rows, [{ x: 7, s: "a;b" }]);
    const version = await bodyOf<Json>(await query("SELECT sqlite_version() AS v"));
    assert.match(version.data.rows[0].v, /^3\./);
  });

  await t.step("a 100,000-row result returns 1,000 rows, truncated", async () => {
    const body = await bodyOf<Json>(
      await query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000) " +
          "SELECT i FROM n",
      ),
    );
    assert.equal(body.data.rows.length, 1000);
    assert.equal(body.data.row_count, 1000);
    assert.equal(body.data.truncated, true);
    assert.deepEqual(body.data.rows[999], { i: 1000 });
  });

  await t.step("a recursive CTE that never ends is stopped within 1.2 s", async () => {
    for (
      const sql of [
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
        // Rows stream, but none after the first matches: the work is still bounded.
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) " +
        "SELECT x FROM c WHERE x = 1 OR x < 0",
      ]
    ) {
      const started = performance.now();
      const body = await refused(sql, /longer than 1000 ms and was stopped/, "time_limit");
      const elapsed = performance.now() - started;
      assert.ok(elapsed < 1200, `stopped after ${elapsed} ms`);
      assert.equal(body.error.details.time_limit_ms, 1000);
    }
    // The handle is usable afterwards, and a query running beside one that is stopped is not.
    await bodyOf(await query("SELECT 1 AS one"));
    const [endless, quick] = await Promise.all([
      query(
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT max(x) FROM c",
      ),
      new Promise((r) => setTimeout(r, 900)).then(() =>
        query(
          "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) " +
            "SELECT count(*) AS n FROM n",
        )
      ),
    ]);
    await bodyOf(endless, 400);
    assert.deepEqual((await bodyOf<Json>(quick)).data.rows, [{ n: 300000 }]);
  });

  await t.step("writes are refused", async () => {
    for (
      const sql of [
        "INSERT INTO sports (code) VALUES ('x')",
        "UPDATE sports SET name = 'x'",
        "DELETE FROM sports",
        "CREATE TABLE x (a)",
        "DROP TABLE sports",
        "REPLACE INTO sports (code) VALUES ('x')",
        "WITH a AS (SELECT 1) DELETE FROM sports",
        "WITH a AS (SELECT 1) INSERT INTO sports (code) SELECT * FROM a",
      ]
    ) await refused(sql, /refused/);
    const count = await bodyOf<Json>(await query("SELECT count(*) AS n FROM sports"));
    assert.ok(count.data.rows[0].n > 0, "the sports are all still there");
  });

  await t.step("PRAGMA and ATTACH are refused", async () => {
    await refused("PRAGMA table_info(users)", /PRAGMA is refused/);
    await refused("SELECT 1; PRAGMA query_only = 0", /one statement/);
    await refused("ATTACH DATABASE '/tmp/x.db' AS x", /ATTACH is refused/);
    await refused("SELECT * FROM pragma_table_info('sports')", /no such table/, "hidden");
    await refused('SELECT * FROM "pragma_table_list"', /no such table/, "hidden");
    await refused("SELECT load_extension('/tmp/x.so')", /LOAD_EXTENSION is refused/);
  });

  await t.step("a second statement is refused, also hidden after a comment", async () => {
    await refused("SELECT 1; SELECT 2", /only one statement/, "multiple_statements");
    await refused("SELECT 1; DELETE FROM sports", /only one statement/, "multiple_statements");
    await refused("SELECT 1 /* ; */; DROP TABLE sports", /only one statement/);
    await refused("SELECT 1 -- a comment\n; DELETE FROM sports", /only one statement/);
    await refused("/* SELECT */ DELETE FROM sports", /DELETE is refused/);
    await refused("-- SELECT 1\nDROP TABLE sports", /DROP is refused/);
    // A semicolon inside a string or a comment is no second statement.
    const ok = await bodyOf<Json>(await query("SELECT ';' AS a -- ; DROP TABLE x"));
    assert.deepEqual(ok.data.rows, [{ a: ";" }]);
  });

  await t.step("tables holding secrets are invisible", async () => {
    for (const table of HIDDEN_TABLES) {
      for (
        const sql of [
          `SELECT * FROM ${table}`,
          `SELECT * FROM "${table}"`,
          `SELECT * FROM main.[${table}]`,
          `SELECT * FROM sports WHERE code IN (SELECT 1 FROM \`${table.toUpperCase()}\`)`,
        ]
      ) {
        const body = await refused(sql, new RegExp(`no such table: ${table}`), "hidden");
        assert.doesNotMatch(JSON.stringify(body), /password|key_hash|secret_hash/);
      }
    }
    for (
      const sql of [
        "SELECT sql FROM sqlite_master",
        "SELECT name FROM sqlite_schema",
        "SELECT name FROM main.sqlite_master WHERE type = 'table'",
        "SELECT * FROM sqlite_temp_master",
      ]
    ) await refused(sql, /no such table: sqlite_/, "hidden");
  });

  await t.step("the bytecode check refuses hidden b-trees the name checks never saw", async () => {
    // The handle on its own (no name checks): what the statement's bytecode opens decides.
    const run = (sql: string) =>
      ctx.deps.explorer.run({ sql, params: [], maxRows: 10, timeoutMs: 1000 }).catch((e) => e);
    for (const table of HIDDEN_TABLES) {
      assert.match(String(await run(`SELECT * FROM ${table}`)), /no such table/, table);
    }
    assert.match(String(await run("SELECT sql FROM sqlite_master")), /no such table/);
    assert.match(String(await run("SELECT name FROM sqlite_schema")), /no such table/);
    assert.match(String(await run("SELECT count(*) FROM users")), /no such table: users/);
    const ok = await run("SELECT count(*) AS n FROM sports");
    assert.ok(ok.rows[0].n > 0);
    // A write cannot even be compiled inside the explorer's wrapper (and the connection is
    // query_only besides).
    assert.match(String(await run("DELETE FROM sports")), /syntax error|readonly/);
  });

  await t.step("a query that is not SQL, or empty, is a clear 400 or 422", async () => {
    await refused("SELEC 1", /only SELECT/, "not_select");
    await refused("SELECT * FROM no_such_table", /refused/, "refused");
    await refused("SELECT 'unterminated", /unterminated string/);
    await bodyOf(await ctx.send("POST", "/sportsdb/query", { headers: admin }), 422);
  });

  await ctx.close();
});
