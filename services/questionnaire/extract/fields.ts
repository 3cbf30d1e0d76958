import type { QuestionnaireField } from "../schema.ts";

/** How a field's answer is read. */
export type Kind =
  | "text"
  | "int"
  | "number"
  | "money"
  | "percent"
  | "latency"
  | "years"
  | "year"
  | "bool"
  | "list"
  | "email"
  | "phone"
  | "month"
  | "weeks"
  | "url";

const list = (labels: string) => labels.split("|").map((l) => l.trim()).filter(Boolean);

/**
 * Each field's type and the words leagues use for it, in labels, table rows, questions and
 * JSON keys (matched order-free, without stopwords, British and American spellings alike; see
 * labels.ts). A synonym is a set of words that must all be present.
 */
export const FIELDS: Record<QuestionnaireField, { kind: Kind; labels: string[] }> = {
  league_name: {
    kind: "text",
    labels: list(
      "league name|name of league|league|organization name|organisation name|tour name|" +
        "series name|circuit name|official name|competition name|name of competition|" +
        "property name|name of property|league or competition|league title",
    ),
  },
  sport: {
    kind: "text",
    labels: list("sport|discipline|sport type|type of sport|sporting code|which sport"),
  },
  sport_code: { kind: "text", labels: ["sport code"] },
  founded_year: {
    kind: "year",
    labels: list(
      "founded|year founded|founding year|date founded|established|year established|est|" +
        "inaugural season|first season|first event|primera fecha|primera temporada|primera edición|" +
        "founded in|year of foundation|foundation|first held|date of incorporation|incorporated|" +
        "inception|year of inception|dates back|dating back|" +
        "first edition|inaugural|formed|launched|year formed|since|first run|first staged|" +
        "gegründet|gründung|gründungsjahr|fundada|fundado|fundación|fundação|fondée|fondé|" +
        "fondata|fondazione|opgericht|grundad|grundlagt|perustettu|założona|założony|alapítva",
    ),
  },
  headquarters: {
    kind: "text",
    labels: list(
      "headquarters|hq|head office|based in|headquartered|registered office|office location|" +
        "home base|base|head office location|located|office|where is your office|seat|home city|" +
        "base city|address|postal address|office address|mailing address",
    ),
  },
  region: {
    kind: "text",
    labels: list("region|primary region|home region|geographic region|territory|area"),
  },
  markets: {
    kind: "list",
    labels: list(
      "markets|countries|markets served|key markets|geographic markets|operating countries|" +
        "countries of operation|countries where you compete|nations|territories|host countries|" +
        "countries played",
    ),
  },
  website: { kind: "url", labels: list("website|web site|url|homepage|web|site|web address") },
  teams_count: {
    kind: "int",
    labels: list(
      "number of teams|teams|team count|franchises|number of franchises|clubs|number of clubs|" +
        "member clubs|participating teams|sides|squads|teams in league|competing teams|" +
        // (Racing's teams: "64 registered stables (owners' teams)".)
        "stables|registered stables|racing stables",
    ),
  },
  athletes_count: {
    kind: "int",
    labels: list(
      "number of athletes|athletes|players|number of players|riders|drivers|competitors|" +
        "roster size|registered athletes|pilots|fighters|paddlers|wrestlers|racers|skaters|" +
        "registered players|licensed athletes|athlete pool|registered competitors|" +
        "number of competitors|boxers|throwers|surfers|bowlers|mushers|jockeys|rowers|" +
        "contracted athletes|licensed riders|members|" +
        // (Each sport's word for who takes part: "320 runners", "145 jumpers".)
        "runners|cyclists|swimmers|skiers|climbers|jumpers|shooters|archers|gymnasts|sailors|" +
        "handlers|anglers|walkers|registered runners|licensed runners",
    ),
  },
  season_start_month: {
    kind: "month",
    labels: list(
      "season start|season starts|season start month|season begins|start of season|" +
        "season opens|opening month|start month|season opener|season kicks off|season dates",
    ),
  },
  season_length_weeks: {
    kind: "weeks",
    labels: list(
      "season length|length of season|season duration|how long is the season|duration|length|" +
        "duration of season|season runs|weeks in season|season weeks",
    ),
  },
  events_per_season: {
    kind: "int",
    labels: list(
      "events per season|events|number of events|tournaments per season|tournaments|" +
        "race weekends|events per year|stops|tour stops|number of tournaments|meets per season|" +
        "game days|league days|competition days|cards|fight nights|fight cards|race nights|game nights|meetings|race meetings|" +
        "meets|race days|match days|matchdays|rounds per season|regattas|competitions per season|" +
        "legs|event days|nights|shows|race meets|tournaments per year|events on calendar|" +
        "calendar events|fixtures per season|festivals|galas|championship rounds|events a year|rounds|" +
        "game dates|match dates|game dates per season|game weekends|match weekends|" +
        "tournament weekends|weekends|weekends per season|grands prix|grand prix|grands prix per season|" +
        // ("played in 9 tours": a tour of a season is its event.)
        "stages per season|tours|tours per season|races per season|races in season|races in cup|" +
        "number of races|races on calendar|" +
        "races in series|races a year|races per year",
    ),
  },
  contests_per_event: {
    kind: "number",
    labels: list(
      "matches per event|games per event|heats per event|bouts per event|races per event|" +
        "contests per event|matches per tournament|rides per event|" +
        "bouts per card|fights per card|races per meeting|races per night|games per night|" +
        "matches per night|heats per meeting|matches per round|fixtures per round|" +
        "races per race night|contests|matches per meet|races per meet|bouts per night|" +
        "games per game night|matches per matchday|games per day|races per day|heats per day|" +
        "bouts per show|contests per card|matches per weekend|games per round|bouts|heats|" +
        // ("about 60 flights per round", "12 pulls per meet": whatever one contest is called.)
        "flights per event|pulls per event|jumps per event|" +
        "attempts per event|dives per event|duels per event|climbs per event|lifts per event|" +
        "spins per event|tosses per event",
    ),
  },
  venues: {
    kind: "list",
    labels: list(
      "venues|venue|arenas|stadiums|host venues|locations|frontons|host cities|tracks|courses|" +
        "grounds|circuits|home venues|venue list|stadia|venues used|" +
        "ballparks|rinks|" +
        "ginásios|gimnasios|estádios|estadios|recintos|canchas|spielstätten|spielorte|" +
        "austragungsorte|impianti|palazzetti|lieux|salles",
    ),
  },
  average_attendance: {
    kind: "int",
    labels: list(
      "average attendance|attendance|avg attendance|live attendance|attendance per event|" +
        "spectators per event|crowd size|spectators|crowd|gate|average gate|average crowd|" +
        "fans in attendance|in venue attendance|on site attendance|paying spectators|" +
        "attendance per night|spectators per night|tickets sold per event|live crowd|" +
        "people attend|attend|people per event|in venue average|venue average attendance|" +
        "through the doors",
    ),
  },
  annual_viewership: {
    kind: "int",
    labels: list(
      "annual viewership|total viewers|viewership|season viewership|cumulative audience|" +
        "annual viewers|total audience|broadcast audience|tv viewership|cumulative viewers|" +
        "season viewers|total reach|broadcast reach|annual reach|season reach|tv audience|" +
        "cumulative viewership|viewers season|viewers across season|audience reach|" +
        "annual audience|yearly viewers|viewers per season|viewers per year|viewers|viewer numbers|" +
        "season audience|audience season|season video views|cumulative video views|" +
        "total video views|season views|total views|cumulative views|views per season|" +
        "visualizaciones acumuladas|visualizaciones por temporada|visualizações acumuladas|" +
        "visualizzazioni stagionali|visualizzazioni totali",
    ),
  },
  broadcast_partners: {
    kind: "list",
    labels: list(
      "broadcast partners|broadcasters|tv partners|television partners|media partners|" +
        "broadcast|tv partner|broadcast partner|television|tv coverage|tv rights holders|" +
        "broadcast deals|broadcaster|tv|tv radio partners|tv radio broadcast partners|" +
        "tv radio broadcasters",
    ),
  },
  streaming_platforms: {
    kind: "list",
    labels: list(
      "streaming platforms|streaming|streaming partners|ott platforms|digital platforms|" +
        "streams on|streaming partner|stream|live stream|ott|digital broadcast|streamed on|" +
        "streaming services|online streaming",
    ),
  },
  average_stream_viewers: {
    kind: "int",
    labels: list(
      "average stream viewers|average concurrent viewers|concurrent viewers|stream viewers|" +
        "viewers per stream|average streaming audience|peak concurrent viewers|" +
        "viewers per event|average viewers|average audience|audience per event|" +
        "viewers per broadcast|average viewership|live viewers|viewers per race|average live viewers|" +
        "live viewers per event|viewers per live stream|average viewers per live stream|" +
        "average viewers per streaming broadcast|" +
        // "about 300 watching on average", "320,000 people watched each match night" (views are
        // a count of plays, not of people watching).
        "watching|watched|people watched|people watched per event|watched per event|" +
        "watching per event|" +
        "viewers per night|viewers per card|viewers per match|viewers per game|" +
        "average live audience|average tv audience|average broadcast audience|" +
        "viewers per round|per event audience|average event audience|event audience|single event audience|live stream viewers|" +
        "spectators per broadcast|spectators per stream|audience per broadcast|audience per stream|" +
        "views per event|views per meeting|views per round|views per match|views per game|" +
        "views per night|views per stop|average views|stream audience|stream spectators|streaming spectators|spectators streaming|" +
        "online spectators|tv spectators|online viewers per event|watch per event|watch live|tune in per event|" +
        "live stream average|stream average|livestream average|" +
        // ("Streaming numbers." / "3.5k is a per show average": counts of viewers, not platforms.)
        "streaming numbers|stream numbers|viewing figures",
    ),
  },
  social_followers: {
    kind: "int",
    labels: list(
      "social media followers|social followers|followers|social reach|social media reach|" +
        "social media audience|total followers|social media|social following|" +
        "combined followers|social audience|social channels|following",
    ),
  },
  audience_age_18_34_percent: {
    kind: "percent",
    labels: list(
      "audience aged 18 34|audience 18 34|aged 18 34|18 34|fans aged 18 34|" +
        "share of fans aged 18 34|18 to 34|age 18 34|between 18 34|18 34 year olds|" +
        "share 18 34|percent 18 34|percentage 18 34|" +
        // ("Audience stats / age split: no, we've never measured": the audience's, no sport's.)
        "age split|age breakdown|age profile|audience age|audience demographics|audience stats|" +
        "audience statistics",
    ),
  },
  has_official_data_feed: {
    kind: "bool",
    labels: list(
      "official data feed|data feed|real time data feed|live data feed|official data|" +
        "do you provide a live data feed|live data|live scoring|real time data|scoring feed|" +
        "official feed|data provision|live feed|data supply|live results feed|feed",
    ),
  },
  data_feed_format: {
    kind: "text",
    labels: list(
      "data feed format|feed format|data format|delivery format|data delivery|feed protocol|" +
        "format|delivery method|feed technology|feed delivery|delivery|feed type|data protocol",
    ),
  },
  data_latency_ms: {
    kind: "latency",
    labels: list(
      "data latency|latency|feed latency|data delay|delay|update speed|update latency|" +
        "feed delay|speed of data|time to feed|latenz|latence|latencia|latência|latenza|" +
        "verzögerung|retraso|atraso|ritardo|délai|viive|opóźnienie|vertraging|fördröjning",
    ),
  },
  historical_data_years: {
    kind: "years",
    labels: list(
      "historical data|years of historical data|history held|history kept|results held|historical data years|data history|archive|" +
        "historical results|results archive|history of results|years of data|historic data|" +
        "historical records|records kept|data archive|back data|results history|results since|" +
        "data since|records since|resultate|ergebnisarchiv|archivio risultati|risultati storici|" +
        "dati storici|datos históricos|resultados históricos|dados históricos|archivo de resultados|" +
        "historique des résultats|archives des résultats|uitslagenarchief|resultatarkiv",
    ),
  },
  stats_tracked: {
    kind: "list",
    labels: list(
      "stats tracked|statistics tracked|statistics|stats|data points|metrics tracked|" +
        "data collected|statistics collected|stats collected|metrics|what data|" +
        "statistics recorded|stats captured|data points captured|tracked|" +
        // "Which statistics do you track / record / keep?": the verb is the question's.
        "statistics track|stats track|statistics record|stats record|statistics keep|" +
        "statistics collect|stats collect|statistics capture|statistics captured|" +
        "statistics logged|stats logged",
    ),
  },
  integrity_program: {
    kind: "bool",
    labels: list(
      "integrity program|integrity|integrity monitoring|match fixing prevention|" +
        "betting integrity|integrity policy|anti corruption|match fixing|sports integrity|" +
        "integrity unit|integrity measures|integrity framework|integrity officer",
    ),
  },
  integrity_partner: {
    kind: "text",
    labels: list(
      "integrity partner|integrity provider|monitoring partner|monitoring provider|" +
        "integrity service|integrity services provider|monitoring service|monitoring body|" +
        "integrity body|betting monitoring|integrity monitoring by|monitoring by|monitored by|" +
        "market monitoring|integrity monitoring partner",
    ),
  },
  officiating: {
    kind: "text",
    labels: list(
      "officiating|officials|referees|judging|judges|refereeing|umpires|match officials|" +
        "officiating crew|judging panel|how officiated|race control|stewards|umpiring|refereeing|" +
        "officiates|officiate|who referees|who judges|how matches are officiated|" +
        "contests officiated|matches officiated|games officiated|officiated|refereed|" +
        "matches refereed|games refereed|bouts judged|judged",
    ),
  },
  anti_doping_policy: {
    kind: "bool",
    labels: list(
      "anti doping policy|anti doping|doping policy|drug testing|doping|doping control|" +
        "drug policy|wada|testing programme|anti doping programme",
    ),
  },
  existing_betting_partners: {
    kind: "list",
    labels: list(
      "existing betting partners|betting partners|sportsbook partners|sportsbooks|" +
        "current sportsbooks|wagering partners|operators|betting operators|bookmakers|" +
        "current betting partners|existing sportsbook|betting partner|sportsbook partner|" +
        "betting sponsors|wagering operators|betting relationships|existing partners betting|" +
        // ("Betting: none", "Wetten: keine"): a heading of betting alone asks who.
        "betting|wagering|bookmaking|gambling",
    ),
  },
  betting_legal_markets: {
    kind: "list",
    labels: list(
      "legal betting markets|betting legal markets|jurisdictions|betting jurisdictions|" +
        "approved jurisdictions|regulated markets|legal markets|where betting is legal|" +
        "licensed markets|betting markets|legal jurisdictions|jurisdictions betting legal|" +
        "markets where betting legal|betting permitted|betting approved|licensed in|" +
        "juridictions|paris autorisés|jurisdicciones|jurisdições|giurisdizioni|scommesse legali|" +
        "apuestas legales|apostas legais|wetten erlaubt|wetten legal|rechtsgebiete",
    ),
  },
  annual_revenue_usd: {
    kind: "money",
    labels: list(
      "annual revenue|revenue|total revenue|yearly revenue|turnover|annual turnover|income|" +
        "total income|revenues|gross revenue|league revenue|operating revenue|turned over|" +
        // ("Rozpočet ligy, čiže ročné príjmy", "il bilancio del 2025 si è chiuso a …": what a
        // league has to spend in a year is what it takes in.)
        "budget|annual budget|league budget",
    ),
  },
  sponsorship_revenue_usd: {
    kind: "money",
    labels: list(
      "sponsorship revenue|sponsorship|sponsorship income|sponsor revenue|sponsorships|" +
        "commercial sponsorship|sponsorship value|sponsor income|sponsor|sponsors|from sponsors",
    ),
  },
  growth_rate_percent: {
    kind: "percent",
    labels: list(
      "growth rate|growth|year over year growth|yoy growth|annual growth|audience growth|" +
        "revenue growth|yoy|growth per year|grew|grown|grows|annual increase|increase|" +
        "increased|up|rose|" +
        "gestiegen|croissance|crecimiento|crescimento|crescita|wzrost|kasvu|tillväxt|vekst",
    ),
  },
  contact_name: {
    kind: "text",
    labels: list(
      "contact name|contact|primary contact|contact person|name of contact|point of contact|" +
        "contact person name",
    ),
  },
  contact_title: {
    kind: "text",
    labels: list("contact title|title|role|position|job title|your role|designation|contact role"),
  },
  contact_email: {
    kind: "email",
    labels: list("contact email|email|e mail|email address|mail"),
  },
  contact_phone: {
    kind: "phone",
    labels: list("contact phone|phone|telephone|phone number|mobile|tel|cell|direct line"),
  },
  notes: {
    kind: "text",
    labels: list("notes|additional notes|comments|other information|anything else"),
  },
};

/** The audience fields: per event in person, per event watching, a season's total. */
export const AUDIENCES: ReadonlySet<QuestionnaireField> = new Set([
  "annual_viewership",
  "average_stream_viewers",
  "average_attendance",
]);
