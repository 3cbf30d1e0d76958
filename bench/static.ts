/**
 * The transport ceiling: replays, with the same headers, the exact bodies the service sent for
 * the benchmarked event (files named by BENCH_BODY_IDENTITY and BENCH_BODY_GZIP). Whatever the
 * service's rows fall short of these rows is the cost of the service itself.
 */
const text = await Deno.readTextFile(Deno.env.get("BENCH_BODY_IDENTITY")!);
const gzip = await Deno.readFile(Deno.env.get("BENCH_BODY_GZIP")!);

export default {
  fetch(request: Request) {
    const headers = {
      "Content-Type": "application/json",
      "Vary": "Accept-Encoding",
      "X-Request-Id": crypto.randomUUID(),
    };
    if (new URL(request.url).pathname === "/gzip") {
      return new Response(gzip, { headers: { ...headers, "Content-Encoding": "gzip" } });
    }
    return new Response(text, { headers });
  },
};
