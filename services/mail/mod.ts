/** Mail: inbound webhooks, the inbox, employees, the outbox and replies (spec 002). */
export * from "./message.ts";
export * from "./inbound.ts";
export * from "./employees.ts";
export * from "./outbox.ts";
export * from "./process.ts";
export * from "./candidates.ts";
