/**
 * robots.txt as RFC 9309 reads it: the group naming our product token applies, else the `*`
 * group; within it the longest matching rule wins, `allow` winning a tie; `*` matches any run of
 * characters and a trailing `$` anchors the end. No rule matching means allowed.
 */

interface Rule {
  allow: boolean;
  pattern: string;
}

export interface Robots {
  /** Whether this path (with its query) may be fetched by the agent the rules were read for. */
  allows(pathWithQuery: string): boolean;
}

interface Group {
  agents: string[];
  rules: Rule[];
}

function groupsOf(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1].toLowerCase();
    const value = m[2].trim();
    if (key === "user-agent") {
      // Consecutive user-agent lines share one group.
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if (key === "allow" || key === "disallow") {
      lastWasAgent = false;
      if (!current) continue; // rules before any user-agent line belong to no group
      // An empty disallow allows everything: it is no rule at all.
      if (value) current.rules.push({ allow: key === "allow", pattern: value });
    } else {
      lastWasAgent = false; // sitemap, crawl-delay...: not ours to read
    }
  }
  return groups;
}

/** `%xx` escapes compared as their characters, so `/a%2Db` and `/a-b` are one path. */
function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const re = body.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(
    ".*",
  );
  return new RegExp(`^${re}${anchored ? "$" : ""}`).test(path);
}

/** Reads robots.txt for a product token (the user agent's name, e.g. `AltSportsBot`). */
export function parseRobots(text: string, productToken: string): Robots {
  const token = productToken.toLowerCase();
  const groups = groupsOf(text);
  const own = groups.filter((g) => g.agents.includes(token));
  const chosen = own.length ? own : groups.filter((g) => g.agents.includes("*"));
  const rules = chosen.flatMap((g) => g.rules).map((r) => ({
    ...r,
    pattern: decodeSafe(r.pattern),
  }));
  return {
    allows(pathWithQuery) {
      const path = decodeSafe(pathWithQuery || "/");
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!matches(rule.pattern, path)) continue;
        if (
          !best || rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow)
        ) best = rule;
      }
      return best ? best.allow : true;
    },
  };
}

/** Everything allowed (robots.txt absent: 4xx). */
export const ALLOW_ALL: Robots = { allows: () => true };
/** Nothing allowed (robots.txt unreachable: 5xx or no answer, RFC 9309 §2.3.1.4). */
export const DISALLOW_ALL: Robots = { allows: () => false };
