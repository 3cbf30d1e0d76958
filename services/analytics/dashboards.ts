import type { Database } from "../../db/client.ts";
import type { Owner } from "../auth/principal.ts";
import { htmlPage } from "../discovery/service_info.ts";
import { businessMetrics, performanceMetrics } from "./metrics.ts";

/**
 * A chart: `line` over time (labels are ISO times) or `bar` over categories; each series has
 * one value per label.
 */
export interface Panel {
  id: string;
  title: string;
  kind: "line" | "bar";
  unit: string;
  labels: string[];
  /** Null: no value for that label (a gap in a line). */
  series: { name: string; values: (number | null)[] }[];
}

export interface Dashboard {
  id: string;
  title: string;
  description: string;
  panels: Panel[];
}

const bars = (id: string, title: string, unit: string, counts: Record<string, number>) => ({
  id,
  title,
  kind: "bar" as const,
  unit,
  labels: Object.keys(counts),
  series: [{ name: unit, values: Object.values(counts) }],
});

/** The dashboards with their data: traffic and latency over `minutes`, and the business. */
export async function dashboards(
  { requests, objects }: { requests: Database; objects: Database },
  { now, minutes, owner, ownerLabel }: {
    now: Date;
    minutes: number;
    owner?: Owner;
    ownerLabel?: string;
  },
): Promise<Dashboard[]> {
  const [perf, business] = await Promise.all([
    performanceMetrics(requests, { now, minutes, owner: ownerLabel }),
    businessMetrics(objects, owner),
  ]);
  const points = perf.series.points;
  const times = points.map((p) => p.time!);
  const series = (name: string, key: "requests" | "server_errors" | "latency_p95_ms") => ({
    name,
    values: points.map((p) => p[key]),
  });
  return [
    {
      id: "traffic",
      title: "Traffic",
      description: `Requests over the last ${minutes} minutes, per ${perf.series.interval}.`,
      panels: [
        {
          id: "requests",
          title: "Requests",
          kind: "line",
          unit: "requests",
          labels: times,
          series: [series("requests", "requests"), series("server errors", "server_errors")],
        },
        {
          id: "latency",
          title: "Latency, 95th percentile",
          kind: "line",
          unit: "ms",
          labels: times,
          series: [series("p95", "latency_p95_ms")],
        },
        bars("status", "Answers by status class", "requests", perf.by_status_class),
        bars(
          "routes",
          "Busiest routes",
          "requests",
          Object.fromEntries(
            perf.busiest_routes.map((r) => [`${r.method} ${r.route}`, r.requests!]),
          ),
        ),
      ],
    },
    {
      id: "business",
      title: "Business",
      description:
        "Pipeline runs, their tiers and contracts, webhook deliveries, credit purchases, bets.",
      panels: [
        bars("runs", "Pipeline runs by status", "runs", business.pipeline.runs_by_status),
        bars("tiers", "Partnership tiers", "leagues", business.pipeline.tiers),
        bars(
          "deliveries",
          "Webhook deliveries by status",
          "deliveries",
          business.webhooks.deliveries_by_status,
        ),
        bars(
          "purchases",
          "Credit purchases by status",
          "purchases",
          business.credits.purchases_by_status,
        ),
        bars("bets", "Bets by outcome", "bets", business.bets.by_outcome),
      ],
    },
  ];
}

/** Where the page loads uPlot from: this service, never a CDN. */
export const CHART_ASSETS = "/api/analytics/assets";

/**
 * The dashboards as a page: it asks for a credential (or takes one from the URL's fragment,
 * `#api_key=` or `#token=`, which never reaches a server), fetches the dashboards' JSON with it
 * and draws each panel with uPlot. Each drawn figure says how many pixels its chart coloured
 * (`data-drawn-pixels`), and the body says `data-state="drawn"` when all are done.
 */
export function dashboardsPage(): string {
  return htmlPage(
    "Analytics dashboards",
    `<link rel="stylesheet" href="${CHART_ASSETS}/uPlot.min.css">
<style>
.panels{display:grid;grid-template-columns:repeat(auto-fill,minmax(26rem,1fr));gap:1rem}
figure{margin:0;border:1px solid #ddd;border-radius:6px;padding:.5rem}
figcaption{font-weight:600;margin-bottom:.3rem}
#status{color:#555}#status[data-error]{color:#b3261e}
</style>
<h1>Analytics dashboards</h1>
<form id="login">
<label>Credential <select id="kind"><option value="api_key">X-API-Key</option>
<option value="token">Bearer token</option></select></label>
<input id="secret" type="password" size="40" autocomplete="off" required>
<label>Minutes <input id="minutes" type="number" min="5" max="10080" value="60"></label>
<button>Show</button>
</form>
<p id="status">Enter an API key or a bearer token to see the dashboards.</p>
<div id="dashboards"></div>
<script src="${CHART_ASSETS}/uPlot.iife.min.js"></script>
<script>${SCRIPT}</script>`,
  );
}

const SCRIPT = String.raw`
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };
  var COLORS = ["#0b57d0", "#b3261e", "#188038", "#e37400", "#9334e6"];
  function credential() {
    var hash = new URLSearchParams(location.hash.slice(1));
    ["api_key", "token"].forEach(function (kind) {
      if (hash.get(kind)) sessionStorage.setItem("analytics", JSON.stringify([kind, hash.get(kind)]));
    });
    if (hash.has("minutes")) $("minutes").value = hash.get("minutes");
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
    var held = sessionStorage.getItem("analytics");
    return held ? JSON.parse(held) : null;
  }
  function pixels(canvas) {
    var data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    var n = 0;
    for (var i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  }
  function draw(panel, box, drawn) {
    var bar = panel.kind === "bar";
    var xs = panel.labels.map(function (l, i) { return bar ? i : Date.parse(l) / 1000; });
    var opts = {
      width: Math.max(box.clientWidth - 16, 300), height: bar && xs.length > 3 ? 300 : 220,
      scales: { x: { time: !bar, range: bar ? [-0.5, Math.max(xs.length - 0.5, 0.5)] : undefined } },
      legend: { live: false },
      axes: [bar ? { values: function (u, ticks) {
        return ticks.map(function (t) { var l = panel.labels[t]; return l === undefined ? "" : l.length > 28 ? l.slice(0, 27) + "\u2026" : l; });
      }, incrs: [1], rotate: xs.length > 3 ? -30 : 0, size: xs.length > 3 ? 110 : 40 } : {}, { label: panel.unit }],
      series: [{}].concat(panel.series.map(function (s, i) {
        return {
          label: s.name, stroke: COLORS[i % COLORS.length], width: 2,
          fill: bar ? COLORS[i % COLORS.length] + "99" : undefined,
          paths: bar ? uPlot.paths.bars({ size: [0.6, 60] }) : undefined,
          points: { show: !bar, size: 4 }
        };
      })),
      // uPlot draws after construction: the pixels are counted once it has.
      hooks: { draw: [function (u) { drawn(pixels(u.ctx.canvas)); }] },
    };
    return new uPlot(opts, [xs].concat(panel.series.map(function (s) { return s.values; })), box);
  }
  function render(list) {
    var root = $("dashboards");
    root.textContent = "";
    var pending = 1;
    var done = function () { if (--pending === 0) document.body.dataset.state = "drawn"; };
    list.forEach(function (d) {
      var section = document.createElement("section");
      section.id = "dashboard-" + d.id;
      var h = document.createElement("h2"); h.textContent = d.title; section.appendChild(h);
      var p = document.createElement("p"); p.textContent = d.description; section.appendChild(p);
      var grid = document.createElement("div"); grid.className = "panels"; section.appendChild(grid);
      root.appendChild(section);
      d.panels.forEach(function (panel) {
        var fig = document.createElement("figure");
        fig.id = "panel-" + d.id + "-" + panel.id;
        fig.dataset.kind = panel.kind;
        var cap = document.createElement("figcaption"); cap.textContent = panel.title;
        fig.appendChild(cap);
        grid.appendChild(fig);
        if (!panel.labels.length) {
          fig.dataset.empty = "true";
          fig.appendChild(document.createTextNode("No data in this window."));
          return;
        }
        pending++;
        var first = true;
        draw(panel, fig, function (n) {
          fig.dataset.drawnPixels = String(n);
          if (first) { first = false; done(); }
        });
      });
    });
    done();
  }
  function load() {
    var cred = credential();
    if (!cred) return;
    var headers = { Accept: "application/json" };
    if (cred[0] === "api_key") headers["X-API-Key"] = cred[1];
    else headers.Authorization = "Bearer " + cred[1];
    $("status").textContent = "Loading\u2026";
    $("status").removeAttribute("data-error");
    fetch(location.pathname + "?minutes=" + encodeURIComponent($("minutes").value), { headers: headers })
      .then(function (r) {
        return r.json().then(function (body) {
          if (!r.ok) throw new Error(r.status + ": " + ((body.error && body.error.message) || r.statusText));
          return body.data.dashboards;
        });
      })
      .then(function (list) {
        $("status").textContent = "Last " + $("minutes").value + " minutes, drawn " + new Date().toLocaleTimeString() + ".";
        render(list);
      })
      .catch(function (e) {
        $("status").textContent = "Could not load the dashboards (" + e.message + ").";
        $("status").setAttribute("data-error", "");
        document.body.dataset.state = "error";
      });
  }
  $("login").addEventListener("submit", function (e) {
    e.preventDefault();
    sessionStorage.setItem("analytics", JSON.stringify([$("kind").value, $("secret").value]));
    $("secret").value = "";
    load();
  });
  load();
})();
`;
