/**
 * What the benchmarks share: a free port, a server started in its own process (`deno serve`),
 * and wrk run in its own process against a URL, parsed into figures.
 */
const root = new URL("..", import.meta.url);

export interface WrkResult {
  name: string;
  /** Requests completed. */
  calls: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx/3xx answers and socket errors. */
  errors: number;
}

export function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

/** `deno serve` of a script of this repository, once `probe` answers. */
export async function start(script: string, env: Record<string, string>, probe = "/health") {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["serve", "--allow-all", "--port", String(port), script],
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(base + probe).then(
      (r) => r.body?.cancel().then(() => true),
      () => false,
    );
    if (up) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${script} did not start`);
}

function ms(value: string, unit: string): number {
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit];
}

/** Exits with a hint when wrk is missing. */
export async function requireWrk() {
  if (!(await new Deno.Command("sh", { args: ["-c", "command -v wrk"] }).output()).success) {
    console.error("wrk is not installed: apt-get install wrk");
    Deno.exit(2);
  }
}

export async function wrk(
  name: string,
  url: string,
  { headers = {}, script, connections, duration }: {
    headers?: Record<string, string>;
    /** A wrk Lua script (method, body, headers). */
    script?: string;
    connections: number;
    /** Seconds. */
    duration: number;
  },
): Promise<WrkResult> {
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--latency"];
  if (script) args.push("-s", script);
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  const { stdout, success } = await new Deno.Command("wrk", { args: [...args, url] }).output();
  const out = new TextDecoder().decode(stdout);
  if (!success) throw new Error(out);
  const lat = (p: string) => {
    const m = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`))!;
    return ms(m[1], m[2]);
  };
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    name,
    calls: Number(out.match(/(\d+) requests in/)![1]),
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)![1]),
    p50: lat("50"),
    p99: lat("99"),
    errors: non2xx + (socket ? socket.slice(1).reduce((s, x) => s + Number(x), 0) : 0),
  };
}
