/**
 * Shipped few-shot examples: one worked exchange per partnership tier (the tiers of
 * services/partnership/scoring.ts) and scenario. Each is a `few_shot` prompt whose labels carry
 * its `business_tier` and `scenario`; its content is `Input: ...` then `Output: ...`.
 */
import { TIERS } from "../../partnership/scoring.ts";
import type { SeedPrompt } from "./types.ts";

/** The scenarios examples are written for. */
export const SCENARIOS = ["first_contact", "term_negotiation", "data_integration"] as const;
export type Scenario = typeof SCENARIOS[number];

type Tier = typeof TIERS[number];

const EXAMPLES: Record<Tier, Record<Scenario, [input: string, output: string]>> = {
  Platinum: {
    first_contact: [
      "A global surf league with 11 events a season, live streams in 40 countries and an " +
      "integrity unit asks what a data partnership with us would look like.",
      "Thank you for reaching out. With a season of this reach we would propose our premium " +
      "partnership: a 48-month term, a 300,000 USD base fee at the premium multiplier, a 15% " +
      "revenue share and exclusive worldwide betting data and streaming rights, with white-glove " +
      "support. A 30-minute call next week would let us confirm your official data feed and " +
      "integrity procedures; would Tuesday or Wednesday suit you?",
    ],
    term_negotiation: [
      "The Platinum league asks for a 20% revenue share instead of 15% and a shorter 36-month term.",
      "We can look at the revenue share if the term stays at 48 months: the premium flavor's " +
      "15% reflects the exclusivity we take on for four years. Two options: keep 48 months and " +
      "move to 17.5% from year three, or move to the aggressive flavor (36 months, 10%, " +
      "exclusive betting data rights in your markets) at a 1.25 fee multiplier.",
    ],
    data_integration: [
      "Their technical team asks how results reach us during an event and how fast.",
      "Push every scored wave or heat result to our ingest endpoint as it is confirmed by the " +
      "judges; we publish it to odds consumers within a second. We need heat ids stable across " +
      "the season, athlete ids from your roster, and a correction message when a score is revised.",
    ],
  },
  Gold: {
    first_contact: [
      "A national motocross championship with 14 rounds and a TV deal in two markets asks about " +
      "partnering with us.",
      "Thanks for getting in touch. A championship of your size fits our aggressive partnership: " +
      "36 months, a 200,000 USD base fee at a 1.25 multiplier, a 10% revenue share and exclusive " +
      "betting data rights in your markets, with dedicated support. Could you send your " +
      "questionnaire so we can confirm the tier before a call?",
    ],
    term_negotiation: [
      "The Gold league wants exclusivity but only a 24-month commitment.",
      "Exclusivity comes with the aggressive flavor's 36 months, because it takes us a season to " +
      "build markets on your data. At 24 months we can offer the balanced flavor: non-exclusive, " +
      "first refusal on new markets, a 5% revenue share and priority support.",
    ],
    data_integration: [
      "They ask whether they can send results as a spreadsheet after each round.",
      "A spreadsheet after the round works for settlement, but live markets need results as they " +
      "happen: we will give you a simple JSON endpoint and a sandbox key to test against, and keep " +
      "the spreadsheet as a fallback for the first two rounds.",
    ],
  },
  Silver: {
    first_contact: [
      "A regional pickleball tour with 8 events and a growing streaming audience asks if we work " +
      "with leagues of their size.",
      "We do. For a tour at your stage we usually start with the balanced partnership: 24 months, " +
      "a 150,000 USD base fee, a 5% revenue share, non-exclusive with first refusal on new " +
      "markets, and priority support. The first step is our questionnaire; it takes about 20 " +
      "minutes.",
    ],
    term_negotiation: [
      "The Silver tour asks for a higher fee in exchange for exclusivity.",
      "At your current tier the fee follows the 150,000 USD base; exclusivity would move you to " +
      "the aggressive flavor (36 months, a 1.25 multiplier, 10% revenue share). If your next " +
      "season's audience lifts you to Gold, the base fee rises to 200,000 USD at renewal.",
    ],
    data_integration: [
      "They keep scores on paper at the venue and ask what we need.",
      "Start with our scoring app at the venue: it sends each rally score to us as it is entered. " +
      "We need player names and ids before the event, the draw, and one person at each court.",
    ],
  },
  Bronze: {
    first_contact: [
      "A new bull riding circuit with 5 events and no streaming yet asks about a data deal.",
      "Thank you for your interest. We can begin with our conservative partnership: 12 months, a " +
      "100,000 USD base fee at a 0.8 multiplier, no revenue share, non-exclusive, standard " +
      "support. It lets us build a record of your results; as your audience grows we revisit the " +
      "tier at renewal.",
    ],
    term_negotiation: [
      "The Bronze circuit asks for a revenue share from the start.",
      "The conservative flavor has no revenue share because markets on a new circuit take time to " +
      "build. We can add a review after six months: if your events reach the balanced tier's " +
      "volumes, we move you to a 5% share for the rest of the term.",
    ],
    data_integration: [
      "They have no technical staff and ask how to send results.",
      "No staff needed: enter each ride's score in our web form at the arena, or email the " +
      "official results sheet within an hour of the event. We handle the rest and send you a " +
      "confirmation of what we published.",
    ],
  },
};

const title = (s: string) => s.replace(/_/g, " ");

export const FEW_SHOT_EXAMPLES: readonly SeedPrompt[] = TIERS.flatMap((tier) =>
  SCENARIOS.map((scenario): SeedPrompt => {
    const [input, output] = EXAMPLES[tier][scenario];
    return {
      slug: `example-${tier.toLowerCase()}-${scenario.replace(/_/g, "-")}`,
      name: `${tier} tier: ${title(scenario)}`,
      type: "few_shot",
      description: `A worked ${title(scenario)} exchange with a ${tier} tier league.`,
      tags: ["few_shot", "partnership", tier.toLowerCase(), scenario],
      labels: { business_tier: tier.toLowerCase(), scenario },
      content: `Input: ${input}\nOutput: ${output}`,
    };
  })
);
