/**
 * The onboarding funnel (spec 001 Onboarding): leagues, stages, contact attempts, e-mail
 * candidates, statistics, the mail script's entry, feedback, and league opportunities.
 *
 * For other features: scraping records what it finds with `recordDiscoveredLeague(db, {name,
 * sport, data_source: "scrape", website, location, contact_email}, actor, now)`; mail intake
 * calls `recordEmailCandidate`, `matchCandidate` and `markCandidateProcessed` (or `onboard` for
 * a league's inquiry), and triage reads `listFeedback`.
 */
export * from "./stages.ts";
export * from "./names.ts";
export * from "./leagues.ts";
export * from "./status.ts";
export * from "./candidates.ts";
export * from "./feedback.ts";
export * from "./intake.ts";
