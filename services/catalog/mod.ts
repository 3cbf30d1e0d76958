/** The catalog of spec 002: leagues, teams, players, statistics, discovery and summaries. */
export { athleteStatistics } from "./athletes.ts";
export { discoverLeagues, discoveryStats } from "./discovery.ts";
export { evaluateCatalogLeague } from "./evaluate.ts";
export { getLeague } from "./league_detail.ts";
export { leagueEvents } from "./league_events.ts";
export {
  ensureDemoLeagues,
  findLeague,
  leagueSummary,
  leagueV1,
  listLeagues,
  recordEvaluatedLeague,
} from "./leagues.ts";
export { liveScores } from "./live.ts";
export { getPlayer, getTeam, listPlayers, listTeams } from "./rosters.ts";
export { leagueStats, seasonStatistics } from "./season.ts";
export { listSports } from "./sports.ts";
export { dataSummary } from "./summary.ts";
export {
  dailyOutreach,
  leagueOpportunity,
  leagueResearch,
  MARKET_SIZES,
  type Opportunity,
  partnershipOpportunities,
} from "./intelligence.ts";
