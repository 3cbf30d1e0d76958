/**
 * `deno task schedules`: creates or updates the QStash schedules from SCHEDULES (production).
 * Each schedule has a fixed id, so running it again updates rather than duplicates; QStash then
 * calls `${PUBLIC_BASE_URL}/jobs/<name>` on time, signed, like any other delivery.
 */
import { Client } from "@upstash/qstash";
import { loadConfig } from "../services/config.ts";
import { callbackUrl } from "./queue.ts";
import { SCHEDULES } from "./schedules.ts";

export async function syncSchedules(
  { token, qstashUrl, baseUrl }: { token: string; qstashUrl?: string; baseUrl: string },
): Promise<string[]> {
  const client = new Client({ token, baseUrl: qstashUrl });
  const ids: string[] = [];
  for (const schedule of SCHEDULES) {
    const { scheduleId } = await client.schedules.create({
      scheduleId: `altsports-${schedule.name}`,
      destination: callbackUrl(baseUrl, schedule.name),
      cron: schedule.cron,
      body: JSON.stringify({ trigger: "schedule" }),
      headers: { "Content-Type": "application/json" },
    });
    ids.push(scheduleId);
  }
  return ids;
}

if (import.meta.main) {
  const config = loadConfig(Deno.env.toObject());
  if (!config.QSTASH_TOKEN) {
    console.error("QSTASH_TOKEN is required to sync schedules to QStash");
    Deno.exit(1);
  }
  const ids = await syncSchedules({
    token: config.QSTASH_TOKEN,
    qstashUrl: config.QSTASH_URL,
    baseUrl: config.PUBLIC_BASE_URL,
  });
  console.log(`schedules synced: ${ids.join(", ")}`);
}
