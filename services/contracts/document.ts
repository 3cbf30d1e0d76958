/** The legal template of every contract, and what its compliance check looks for. */
import type { RenderableDocument } from "../documents/model.ts";
import type { PartnershipScore } from "../partnership/scoring.ts";
import type { ContractDetails } from "../partnership/terms.ts";
import type { Questionnaire } from "../questionnaire/schema.ts";

/** Our side of every agreement. */
export const PROVIDER = {
  name: "AltSports Data Inc.",
  signatory: "Head of Partnerships",
};

const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/**
 * Clauses every contract must carry; the compliance check looks for each heading in every
 * rendered format.
 */
export const REQUIRED_CLAUSES = [
  "1. Parties",
  "2. Term",
  "3. Fees and Payment",
  "4. Revenue Share",
  "5. Data Rights and Exclusivity",
  "6. Integrity and Compliance",
  "7. Support and Service Levels",
  "8. Termination",
  "9. Governing Law",
  "10. Signatures",
] as const;

/** The numbers that must read the same in every format of a contract. */
export function contractFigures(terms: ContractDetails): string[] {
  return [
    usd(terms.annual_fee_usd),
    usd(terms.total_contract_value_usd),
    `${terms.length_months} months`,
    `${terms.revenue_share_percent}%`,
  ];
}

/** Template injection: the legal template with this league's terms merged in. */
export function contractDocument(
  league: Questionnaire,
  score: Pick<PartnershipScore, "overall_score" | "tier">,
  terms: ContractDetails,
  { contractId, fingerprintId, date }: { contractId: string; fingerprintId: string; date: Date },
): RenderableDocument {
  const leagueName = league.league_name ?? "The League";
  const start = date.toISOString().slice(0, 10);
  const end = new Date(date.getTime());
  end.setUTCMonth(end.getUTCMonth() + terms.length_months);
  const flavor = terms.flavor[0].toUpperCase() + terms.flavor.slice(1);
  return {
    title: "Data Partnership Agreement",
    subtitle: `${leagueName} and ${PROVIDER.name}: ${flavor} terms`,
    meta: {
      "Contract ID": contractId,
      "Fingerprint ID": fingerprintId,
      "Partnership tier": `${score.tier} (score ${score.overall_score.toFixed(2)})`,
      "Flavor": flavor,
      "Effective date": start,
    },
    blocks: [
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[0] },
      {
        kind: "paragraph",
        text: `This agreement is made between ${leagueName} ("the League")${
          league.headquarters ? `, of ${league.headquarters},` : ""
        } and ${PROVIDER.name} ("the Provider"), for the supply, pricing and distribution of the League's official competition data to regulated betting operators.`,
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[1] },
      {
        kind: "paragraph",
        text: `The agreement runs for ${terms.length_months} months, from ${start} to ${
          end.toISOString().slice(0, 10)
        }, and may be renewed by written agreement of both parties.`,
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[2] },
      {
        kind: "table",
        header: ["Item", "Amount"],
        rows: [
          ["Base fee (tier)", usd(terms.base_fee_usd)],
          ["Flavor multiplier", `x${terms.fee_multiplier}`],
          ["Annual fee, first year", usd(terms.annual_fee_usd)],
          ["Annual escalator", `${terms.escalator_percent}%`],
          ["Minimum guarantee", usd(terms.minimum_guarantee_usd)],
          ["Total contract value", usd(terms.total_contract_value_usd)],
        ],
      },
      {
        kind: "paragraph",
        text: `Fees are paid ${terms.payment_schedule}, in US dollars, within 30 days of invoice.`,
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[3] },
      {
        kind: "paragraph",
        text: terms.revenue_share_percent > 0
          ? `The League receives ${terms.revenue_share_percent}% of the Provider's net revenue from betting products built on the League's data, paid quarterly, over and above the fees.`
          : `No revenue share applies under these terms (0%); the fees are the League's whole consideration.`,
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[4] },
      {
        kind: "paragraph",
        text: `Rights granted: ${terms.exclusivity}. The League supplies official data${
          league.data_feed_format ? ` (${league.data_feed_format})` : ""
        } with the latency it has declared, and keeps ownership of its data.`,
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[5] },
      {
        kind: "list",
        items: [
          "Both parties report suspicious betting patterns to each other within 24 hours.",
          "The League maintains its integrity programme and officiating standards throughout the term.",
          "Data is distributed only to operators licensed where they take bets.",
          "Personal data is processed under applicable data-protection law.",
        ],
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[6] },
      {
        kind: "paragraph",
        text: `Support level: ${
          terms.support_level.replace("_", " ")
        }. The Provider monitors the data feed during every event and answers incidents within the times of its service-level schedule.`,
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[7] },
      {
        kind: "paragraph",
        text:
          `Either party may terminate for material breach not cured within 30 days, or without cause on ${terms.termination_notice_days} days' written notice after the first 12 months.`,
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[8] },
      {
        kind: "paragraph",
        text: "This agreement is governed by the laws of the State of New York.",
      },
      { kind: "heading", level: 2, text: REQUIRED_CLAUSES[9] },
      {
        kind: "signature",
        parties: [
          { name: leagueName, title: league.contact_title ?? "Authorised signatory" },
          { name: PROVIDER.name, title: PROVIDER.signatory },
        ],
      },
    ],
  };
}
