/**
 * Where a report's tables go. Every report is an XLSX workbook (write-excel-file, on fflate),
 * kept in the document store; with SPREADSHEET=google its sheets are also written to a Google
 * Sheets spreadsheet through the Sheets API v4, authorised by a service account (an RS256 JWT
 * exchanged for an access token, RFC 7523).
 */
import { importPKCS8, SignJWT } from "jose";
import writeXlsxFile from "write-excel-file/universal";
import type { Config } from "../config.ts";

export type Cell = string | number | boolean | null;

export interface Sheet {
  /** At most 31 characters (Excel's limit), unique in the workbook. */
  name: string;
  columns: string[];
  rows: Cell[][];
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The sheets as an XLSX workbook: a bold, frozen header row and columns sized to their text. */
export async function workbook(sheets: Sheet[]): Promise<Uint8Array> {
  const blob = await writeXlsxFile(
    sheets.map((s) => ({
      sheet: s.name,
      stickyRowsCount: 1,
      columns: s.columns.map((c, i) => ({
        width: Math.min(
          60,
          Math.max(c.length, ...s.rows.slice(0, 200).map((r) => String(r[i] ?? "").length)) + 2,
        ),
      })),
      data: [
        s.columns.map((c) => ({ value: c, fontWeight: "bold" as const })),
        ...s.rows.map((r) => r.map((value) => value === null ? null : { value })),
      ],
    })),
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

export interface GoogleSheetsTarget {
  spreadsheetId: string;
  apiUrl: string;
  key: NonNullable<Config["GOOGLE_SERVICE_ACCOUNT_JSON"]>;
}

const SCOPE = "https://www.googleapis.com/auth/spreadsheets";
const TIMEOUT_MS = 15_000;

async function googleJson(res: Response, what: string): Promise<Record<string, unknown>> {
  const body = await res.json().catch(() => ({})) as Record<string, unknown>;
  if (!res.ok) {
    const error = body.error as { message?: string } | string | undefined;
    const message = typeof error === "string" ? error : error?.message;
    throw new Error(`${what}: HTTP ${res.status}${message ? ` (${message})` : ""}`);
  }
  return body;
}

/** A service account's access token: its key signs a JWT the token endpoint exchanges. */
async function accessToken(key: GoogleSheetsTarget["key"], now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: key.private_key_id })
    .setIssuer(key.client_email)
    .setAudience(key.token_uri)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(await importPKCS8(key.private_key, "RS256"));
  const res = await fetch(key.token_uri, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const token = (await googleJson(res, "Google token endpoint")).access_token;
  if (typeof token !== "string") throw new Error("Google token endpoint: no access_token");
  return token;
}

/** A spreadsheet's address for people. */
export const spreadsheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

/** A sheet's name as an A1 range prefix: quoted, its quotes doubled. */
const a1 = (name: string) => `'${name.replace(/'/g, "''")}'`;

/**
 * Replaces the spreadsheet's sheets of these names with the tables (the sheets are added when
 * missing, cleared, then written in one batch); other sheets are left alone. Returns the
 * spreadsheet's address and the cells written.
 */
export async function writeGoogleSheets(
  target: GoogleSheetsTarget,
  sheets: Sheet[],
  now: Date,
): Promise<{ url: string; updated_cells: number }> {
  const headers = {
    "Authorization": `Bearer ${await accessToken(target.key, now)}`,
    "Content-Type": "application/json",
  };
  const base = `${target.apiUrl.replace(/\/$/, "")}/v4/spreadsheets/${
    encodeURIComponent(target.spreadsheetId)
  }`;
  const call = async (what: string, url: string, body?: unknown) =>
    await googleJson(
      await fetch(url, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
      `Sheets API ${what}`,
    );
  const meta = await call("get", `${base}?fields=sheets.properties.title`);
  const present = new Set(
    ((meta.sheets ?? []) as { properties?: { title?: string } }[])
      .map((s) => s.properties?.title),
  );
  const missing = sheets.filter((s) => !present.has(s.name));
  if (missing.length) {
    await call("batchUpdate", `${base}:batchUpdate`, {
      requests: missing.map((s) => ({ addSheet: { properties: { title: s.name } } })),
    });
  }
  await call("values:batchClear", `${base}/values:batchClear`, {
    ranges: sheets.map((s) => a1(s.name)),
  });
  const written = await call("values:batchUpdate", `${base}/values:batchUpdate`, {
    valueInputOption: "RAW",
    data: sheets.map((s) => ({
      range: `${a1(s.name)}!A1`,
      majorDimension: "ROWS",
      values: [s.columns, ...s.rows.map((r) => r.map((v) => v ?? ""))],
    })),
  });
  return {
    url: spreadsheetUrl(target.spreadsheetId),
    updated_cells: Number(written.totalUpdatedCells ?? 0),
  };
}

/** The Google Sheets target of the configuration, or `null` for SPREADSHEET=local. */
export function googleTargetOf(config: Config): GoogleSheetsTarget | null {
  if (config.SPREADSHEET !== "google") return null;
  return {
    spreadsheetId: config.GOOGLE_SHEETS_SPREADSHEET_ID!,
    apiUrl: config.GOOGLE_SHEETS_API_URL,
    key: config.GOOGLE_SERVICE_ACCOUNT_JSON!,
  };
}
