/**
 * Extraction by a language model (EXTRACTION=model) against a fake OpenAI-compatible server
 * speaking the chat-completions protocol with structured outputs: the request asks for the
 * questionnaire's JSON schema; answers whose evidence is not in the document, that the schema
 * refuses or whose figure is not in its quote are dropped; the rest falls back to the
 * deterministic extractor, field by field, and wholly when the provider fails.
 */
import assert from "node:assert/strict";
import { createOpenAiProvider } from "../services/ai/mod.ts";
import { loadConfig } from "../services/config.ts";
import { extractQuestionnaire } from "../services/questionnaire/extract/mod.ts";
import { extractionSchema, extractWithModel } from "../services/questionnaire/extract/model.ts";
import { USD_RATES } from "../services/questionnaire/extract/money.ts";
import { readQuestionnaire } from "../services/questionnaire/read.ts";
import { createTestContext, NOW, TEST_KEY } from "./helpers.ts";

const DOCUMENT = [
  "FJORDLINE SPRINT KAYAK SERIES – answers to your questionnaire",
  "",
  "We were founded in 1998 and race from Bergen, Norway.",
  "Our revenue last season was 42 millioner kroner.",
  "Teams: 12",
  "An official live data feed reaches partners in about two seconds.",
].join("\n");

/** What a model might answer: right, invented, outside the schema, and a figure not quoted. */
const MODEL_ANSWER = {
  league_name: {
    value: "Fjordline Sprint Kayak Series",
    evidence: "FJORDLINE SPRINT KAYAK SERIES",
  },
  founded_year: { value: 1998, evidence: "We were founded in 1998" },
  annual_revenue_usd: { amount: 42_000_000, currency: "NOK", evidence: "42 millioner kroner" },
  data_latency_ms: { value: 2000, evidence: "in about two seconds" },
  has_official_data_feed: { value: true, evidence: "An official live data feed" },
  // Invented: the quote is not in the document.
  average_attendance: { value: 18_500, evidence: "18,500 spectators per event" },
  // Outside the schema: teams must be a whole number from 0 to 10,000.
  teams_count: { value: -4, evidence: "Teams: 12" },
  // A figure whose quote holds no number.
  athletes_count: { value: 240, evidence: "race from Bergen" },
  integrity_program: null,
};

/** A stand-in for an OpenAI-compatible API: records each request, answers with `answer`. */
function fakeProvider(answer: (body: Record<string, unknown>) => Response) {
  const seen: Record<string, unknown>[] = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    const body = await req.json();
    seen.push(body);
    return answer(body);
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/v1`,
    seen,
    close: () => server.shutdown(),
  };
}

const completion = (content: unknown) =>
  Response.json({
    choices: [{ message: { role: "assistant", content: JSON.stringify(content) } }],
    usage: { total_tokens: 2000 },
  });

Deno.test("model extraction: evidenced answers kept, the rest from the deterministic rules", async () => {
  const server = fakeProvider(() => completion(MODEL_ANSWER));
  try {
    const ai = createOpenAiProvider({
      baseUrl: server.url,
      apiKey: "sk-test",
      model: "test-model",
      usdPer1kTokens: 0.002,
    });
    const deterministic = extractQuestionnaire({ text: DOCUMENT }, { year: 2026 });
    const extraction = await extractWithModel(ai, { text: DOCUMENT }, deterministic);

    // The request: structured output with the questionnaire's schema, every key required.
    const body = server.seen[0] as {
      response_format: {
        type: string;
        json_schema: { strict: boolean; schema: { required: string[] } };
      };
      messages: { role: string; content: string }[];
    };
    assert.equal(body.response_format.type, "json_schema");
    assert.equal(body.response_format.json_schema.strict, true);
    assert.ok(body.response_format.json_schema.schema.required.includes("data_latency_ms"));
    assert.equal(body.messages[1].content, DOCUMENT);

    assert.equal(extraction.method, "model");
    assert.equal(extraction.fields.league_name, "Fjordline Sprint Kayak Series");
    assert.equal(extraction.fields.founded_year, 1998);
    assert.equal(extraction.fields.annual_revenue_usd, Math.round(42_000_000 * USD_RATES.NOK));
    assert.deepEqual(extraction.evidence.annual_revenue_usd?.original, {
      amount: 42_000_000,
      currency: "NOK",
    });
    assert.equal(extraction.evidence.founded_year?.via, "model");
    assert.equal(extraction.evidence.founded_year?.line, 3);
    // Dropped: invented, outside the schema, a figure not in its quote.
    assert.equal(extraction.fields.average_attendance, undefined);
    assert.equal(extraction.fields.athletes_count, undefined);
    // The deterministic value stands where the model's was refused.
    assert.equal(extraction.fields.teams_count, 12);
    assert.equal(extraction.evidence.teams_count?.via, deterministic.evidence.teams_count?.via);
  } finally {
    await server.close();
  }
});

Deno.test("model extraction: a failing provider leaves the deterministic extraction", async () => {
  for (
    const answer of [
      () => new Response("overloaded", { status: 503 }),
      () => completion("not an object"),
      () => Response.json({ choices: [{ message: { refusal: "I can't help with that." } }] }),
    ]
  ) {
    const server = fakeProvider(answer);
    try {
      const ai = createOpenAiProvider({
        baseUrl: server.url,
        apiKey: "sk-test",
        model: "test-model",
        usdPer1kTokens: 0.002,
      });
      const deterministic = extractQuestionnaire({ text: DOCUMENT }, { year: 2026 });
      assert.deepEqual(
        await extractWithModel(ai, { text: DOCUMENT }, deterministic),
        deterministic,
      );
    } finally {
      await server.close();
    }
  }
});

Deno.test("model extraction: the schema is the strict subset of structured outputs", () => {
  const schema = extractionSchema() as {
    properties: Record<
      string,
      { anyOf: { required?: string[]; additionalProperties?: boolean }[] }
    >;
    required: string[];
    additionalProperties: boolean;
  };
  assert.equal(schema.additionalProperties, false);
  assert.deepEqual(schema.required, Object.keys(schema.properties));
  for (const [field, { anyOf }] of Object.entries(schema.properties)) {
    assert.equal(anyOf[0].additionalProperties, false, field);
    assert.ok(anyOf[0].required?.includes("evidence"), field);
  }
});

Deno.test("EXTRACTION=model: the app's reader uses the model; it needs the OpenAI-compatible provider", async () => {
  assert.throws(() => loadConfig({ EXTRACTION: "model" }), /EXTRACTION/);
  const server = fakeProvider(() => completion(MODEL_ANSWER));
  const ctx = await createTestContext({
    EXTRACTION: "model",
    AI_PROVIDER: "openai",
    AI_BASE_URL: server.url,
    AI_API_KEY: "sk-test",
  });
  try {
    const { extraction } = await readQuestionnaire(ctx.deps, {
      filename: "fjordline.txt",
      bytes: new TextEncoder().encode(DOCUMENT),
    });
    assert.equal(extraction.method, "model");
    assert.equal(extraction.fields.data_latency_ms, 2000);
    // The extract operation answers with the model's extraction too.
    const form = new FormData();
    form.append("file", new File([DOCUMENT], "fjordline.txt", { type: "text/plain" }));
    const res = await ctx.app.request("/api/questionnaire/extract", {
      method: "POST",
      headers: { "X-API-Key": TEST_KEY },
      body: form,
    });
    assert.equal(res.status, 200, await res.clone().text());
    const { data } = await res.json();
    assert.equal(data.method, "model");
    assert.equal(data.fields.founded_year, 1998);
    assert.equal(server.seen.length, 2);
  } finally {
    await ctx.close();
    await server.close();
  }
  // Without EXTRACTION=model the rules alone read it, even with a model configured.
  const plain = await createTestContext({
    AI_PROVIDER: "openai",
    AI_BASE_URL: "http://127.0.0.1:9/v1",
    AI_API_KEY: "sk-test",
  });
  try {
    const { extraction } = await readQuestionnaire(plain.deps, {
      filename: "fjordline.txt",
      bytes: new TextEncoder().encode(DOCUMENT),
    });
    assert.equal(extraction.method, "deterministic");
    assert.equal(plain.deps.clock().getTime(), NOW.getTime());
  } finally {
    await plain.close();
  }
});
