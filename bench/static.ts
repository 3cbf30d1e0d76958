/**
 * The transport ceiling: replays, with the same headers, exact bodies the service sent
 * (BENCH_BODIES names a directory of `<name>.json` files; `/<name>` serves one as is and
 * `/<name>/gzip` compressed as the service compresses it). Whatever the service's rows fall short
 * of these rows is the cost of the service itself.
 */
const dir = Deno.env.get("BENCH_BODIES")!;
const bodies = new Map<string, { text: string; gzip: Uint8Array<ArrayBuffer> }>();
for await (const entry of Deno.readDir(dir)) {
  if (!entry.name.endsWith(".json")) continue;
  const text = await Deno.readTextFile(`${dir}/${entry.name}`);
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  bodies.set(entry.name.slice(0, -5), {
    text,
    gzip: new Uint8Array(await new Response(stream).arrayBuffer()),
  });
}

export default {
  fetch(request: Request) {
    const [, name, encoding] = new URL(request.url).pathname.split("/");
    // The headers the service sends on every public read (spec 001: version and rate limits).
    const headers = {
      "Content-Type": "application/json",
      "Vary": "Accept-Encoding",
      "X-Request-Id": crypto.randomUUID(),
      "X-API-Version": "v1.0.0",
      "X-RateLimit-Limit": "500",
      "X-RateLimit-Remaining": "499",
      "X-RateLimit-Reset": String(Math.ceil(Date.now() / 60_000) * 60),
    };
    const body = bodies.get(name);
    if (!body) return new Response(name ? "no such body" : "ok", { status: name ? 404 : 200 });
    if (encoding === "gzip") {
      return new Response(body.gzip, { headers: { ...headers, "Content-Encoding": "gzip" } });
    }
    return new Response(body.text, { headers });
  },
};
