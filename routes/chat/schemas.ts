import { z } from "@hono/zod-openapi";

export const ChatMessage = z.object({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string().min(1).max(8000),
}).openapi("ChatMessage");

export const ChatRequest = z.object({
  messages: z.array(ChatMessage).min(1).max(50).refine(
    (m) => m.at(-1)?.role === "user",
    "the last message is the user's question",
  ).refine(
    (m) => m.reduce((n, x) => n + x.content.length, 0) <= 32_000,
    "the conversation is at most 32,000 characters",
  ).openapi({
    description: "The conversation, oldest first (its context); the last is the question.",
    example: [
      { role: "user", content: "Which surf league is there?" },
      { role: "assistant", content: "World Surf League (WSL) is a surfing league…" },
      { role: "user", content: "What is on next?" },
    ],
  }),
  max_tokens: z.number().int().min(1).max(4096).optional().openapi({
    description: "The longest answer, in tokens (the provider's).",
  }),
}).strict().openapi("ChatRequest");

export const Citation = z.object({
  index: z.number().int().min(0).openapi({ description: "The fact's number, as cited [n]." }),
  kind: z.enum(["league", "event", "document"]),
  id: z.string(),
  title: z.string(),
  span: z.object({ start: z.number().int(), end: z.number().int() }).optional().openapi({
    description: "A document's character span.",
  }),
}).openapi("ChatCitation");

export const ChatCompletion = z.object({
  id: z.string().openapi({ example: "chatcmpl-3f2a…" }),
  object: z.literal("chat.completion"),
  created: z.number().int().openapi({ description: "Epoch seconds." }),
  model: z.string().openapi({ description: "The provider and model that answered." }),
  choices: z.array(z.object({
    index: z.number().int(),
    message: z.object({ role: z.literal("assistant"), content: z.string() }),
    finish_reason: z.literal("stop"),
  })),
  citations: z.array(Citation),
  usage: z.object({ cost_usd: z.number() }),
}).openapi("ChatCompletion");

export const ChatStreamText = z.string().openapi({
  description: "Server-sent events in OpenAI's chunk format: each `data:` a " +
    '`chat.completion.chunk` (`{"choices":[{"index":0,"delta":{"content":"…"}}]}`; the first ' +
    'delta carries `role`, the last `finish_reason: "stop"` and the answer\'s `citations`), ' +
    "then `data: [DONE]`. An error after the stream opened is one `data:` `{error: {code, " +
    "message}}` before `[DONE]`.",
  example: 'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1763800000,' +
    '"model":"local-extractive","choices":[{"index":0,"delta":{"content":"World "},' +
    '"finish_reason":null}]}\n\ndata: [DONE]\n\n',
});

export const Capabilities = z.object({
  provider: z.string(),
  streaming: z.literal(true),
  grounding: z.array(z.string()).openapi({ description: "Where answers' facts come from." }),
  embeddings_model: z.string(),
  limits: z.object({
    messages: z.number().int(),
    message_characters: z.number().int(),
    conversation_characters: z.number().int(),
    max_tokens: z.number().int(),
  }),
  endpoints: z.array(z.string()),
}).openapi("ShowcaseCapabilities");

export const ShowcaseHealth = z.object({
  status: z.enum(["healthy", "degraded"]),
  provider: z.string().optional(),
  embeddings_model: z.string().optional(),
}).openapi("ShowcaseHealth");
