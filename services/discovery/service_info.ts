/**
 * What the service is and where everything lives: the links of every route group, and the three
 * representations of `GET /` and `GET /tools` (JSON, HTML, markdown) chosen by the Accept header.
 */

/** A group of routes a newcomer can open. */
export interface LinkGroup {
  name: string;
  href: string;
  description: string;
  credentials: "none" | "X-API-KEY" | "platform" | "catalog";
}

export const LINK_GROUPS: readonly LinkGroup[] = [
  { name: "docs", href: "/docs", description: "API reference (Swagger UI)", credentials: "none" },
  {
    name: "openapi",
    href: "/openapi.json",
    description: "OpenAPI 3.1 document",
    credentials: "none",
  },
  {
    name: "api_explorer",
    href: "/api-explorer",
    description: "Pick an operation, fill its parameters, send it",
    credentials: "none",
  },
  {
    name: "llms",
    href: "/llms.txt",
    description: "The service for language models",
    credentials: "none",
  },
  { name: "tools", href: "/tools", description: "Tools and agents", credentials: "none" },
  { name: "health", href: "/health", description: "Service health", credentials: "none" },
  {
    name: "public_api",
    href: "/api/v1/public/sports",
    description: "Public sports data: events, odds, futures",
    credentials: "X-API-KEY",
  },
  {
    name: "platform",
    href: "/api/v1/auth/login",
    description: "Partnership platform: accounts, pipeline, contracts",
    credentials: "platform",
  },
  {
    name: "catalog",
    href: "/v1/leagues",
    description: "League catalog and live data",
    credentials: "catalog",
  },
  {
    name: "mcp",
    href: "/mcp",
    description: "MCP server (Streamable HTTP)",
    credentials: "catalog",
  },
  {
    name: "agents",
    href: "/v1/agents",
    description: "Agents over the tool registry",
    credentials: "catalog",
  },
  {
    name: "prompts",
    href: "/api/prompts/search",
    description: "Prompt store and memory",
    credentials: "platform",
  },
  {
    name: "credits",
    href: "/api/credits/packages",
    description: "Credits ledger, packages and purchases",
    credentials: "platform",
  },
  {
    name: "discovery",
    href: "/discovery/",
    description: "Prompts, tools, output styles and resources",
    credentials: "platform",
  },
  {
    name: "sportsdb",
    href: "/sportsdb/",
    description: "Read-only database explorer",
    credentials: "platform",
  },
  {
    name: "workflows",
    href: "/workflows/schedules",
    description: "Scheduled workflows",
    credentials: "platform",
  },
  {
    name: "analytics",
    href: "/api/analytics/",
    description: "Request analytics, metrics, alerts and dashboards (/api/analytics/dashboards)",
    credentials: "platform",
  },
  {
    name: "markets",
    href: "/api/markets",
    description: "Betting markets and opportunities priced by our model",
    credentials: "platform",
  },
];

export interface ServiceInfo {
  name: string;
  version: string;
  status: "running";
  description: string;
  links: Record<string, string>;
  groups: LinkGroup[];
}

export const SERVICE_NAME = "Alternative sports data and partnership API";

export function serviceInfo(version: string): ServiceInfo {
  return {
    name: SERVICE_NAME,
    version,
    status: "running",
    description: "Public sports data for 31 alternative sport types, the partnership platform " +
      "and the league catalog, in one service.",
    links: Object.fromEntries(LINK_GROUPS.map((g) => [g.name, g.href])),
    groups: [...LINK_GROUPS],
  };
}

/** The representations a discovery page is offered in. */
export type Representation = "json" | "html" | "markdown";

/**
 * The representation the Accept header prefers (RFC 9110 §12.5.1: highest q, then the more
 * specific range); JSON when nothing it names is offered, or when it names nothing.
 */
export function negotiate(accept: string | undefined): Representation {
  if (!accept?.trim()) return "json";
  const offered: [string, Representation][] = [
    ["application/json", "json"],
    ["text/html", "html"],
    ["text/markdown", "markdown"],
  ];
  let best: { rep: Representation; q: number; specificity: number; order: number } | null = null;
  accept.split(",").forEach((part, order) => {
    const [range, ...params] = part.trim().toLowerCase().split(";").map((s) => s.trim());
    const qParam = params.find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!range || !(q > 0)) return;
    for (const [type, rep] of offered) {
      const [major] = type.split("/");
      const specificity = range === type
        ? 2
        : range === `${major}/*`
        ? 1
        : range === "*/*"
        ? 0
        : -1;
      if (specificity < 0) continue;
      // `*/*` alone does not pick a representation over the default JSON.
      if (specificity === 0 && rep !== "json") continue;
      if (
        !best || q > best.q || (q === best.q && specificity > best.specificity) ||
        (q === best.q && specificity === best.specificity && order < best.order)
      ) best = { rep, q, specificity, order };
    }
  });
  return (best as { rep: Representation } | null)?.rep ?? "json";
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** A small self-contained page (no external style, script or font). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
code{background:#f3f4f6;padding:0 .2rem}a{color:#0b57d0}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export function serviceInfoHtml(info: ServiceInfo): string {
  const rows = info.groups.map((g) =>
    `<tr data-group="${escapeHtml(g.name)}"><td><a href="${escapeHtml(g.href)}">${
      escapeHtml(g.href)
    }</a></td><td>${escapeHtml(g.description)}</td><td>${escapeHtml(g.credentials)}</td></tr>`
  ).join("\n");
  return htmlPage(
    info.name,
    `<h1 id="service-name">${escapeHtml(info.name)}</h1>
<p>Version <span id="service-version">${escapeHtml(info.version)}</span>, status
<strong id="service-status">${info.status}</strong>. ${escapeHtml(info.description)}</p>
<table id="groups"><thead><tr><th>Route</th><th>What</th><th>Credentials</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
  );
}

export function serviceInfoMarkdown(info: ServiceInfo): string {
  const rows = info.groups.map((g) =>
    `| [${g.href}](${g.href}) | ${g.description} | ${g.credentials} |`
  );
  return [
    `# ${info.name}`,
    "",
    `Version ${info.version}, status **${info.status}**. ${info.description}`,
    "",
    "| Route | What | Credentials |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

/** /llms.txt (llmstxt.org): a title, a summary, then sections of links. */
export function llmsTxt(info: ServiceInfo, tools: { name: string; description: string }[]): string {
  const link = (g: LinkGroup) =>
    `- [${g.name}](${g.href}): ${g.description} (credentials: ${g.credentials})`;
  return [
    `# ${info.name}`,
    "",
    `> ${info.description} Version ${info.version}.`,
    "",
    "Credentials: `X-API-KEY` for /api/v1/public; platform credentials (login JWT, `X-API-Key` " +
    "service key, OAuth bearer) for /api/v1, /api, /discovery, /sportsdb and /workflows; " +
    "`X-API-Key` or an ID token for /v1 and /mcp.",
    "",
    "## Docs",
    "",
    ...LINK_GROUPS.filter((g) => g.credentials === "none").map(link),
    "",
    "## API",
    "",
    ...LINK_GROUPS.filter((g) => g.credentials !== "none").map(link),
    "",
    "## Tools",
    "",
    ...tools.map((t) => `- ${t.name}: ${t.description.split("\n")[0]}`),
    "",
  ].join("\n");
}
