/**
 * A labelled question set over the seeded corpus (services/retrieval/seed.ts), for recall@5:
 * each question with the `source` of the document that answers it. Written as a caller would
 * ask, not from the documents' sentences, and not tuned against the ranking afterwards.
 */
export interface LabelledQuestion {
  question: string;
  /** The answering document's `source` (stable across edits of its text). */
  source: string;
}

export const RAG_QUESTIONS: LabelledQuestion[] = [
  { question: "What markets can I bet on for a Formula 1 grand prix?", source: "catalog:f1" },
  { question: "How is a World Surf League contest judged?", source: "catalog:wsl" },
  { question: "Which sport code does Professional Bull Riders use?", source: "catalog:pbr" },
  { question: "What weight classes appear on a Bare Knuckle fight card?", source: "catalog:bkfc" },
  { question: "How many teams play in the Major Arena Soccer League?", source: "catalog:masl" },
  { question: "How does Formula Drift decide its pairings?", source: "catalog:fdrift" },
  { question: "Is disc golf scored by strokes?", source: "catalog:dgpt" },
  { question: "How long is a lap in Nitro Rallycross?", source: "catalog:nrx" },
  { question: "What rounds make up an NHRA drag racing event?", source: "catalog:nhra" },
  { question: "Tell me about drone racing in the Champions Drone Circuit.", source: "catalog:cdc" },
  {
    question: "Which markets are offered for the National Lacrosse League?",
    source: "catalog:nll",
  },
  { question: "How is Street League Skateboarding scored?", source: "catalog:sls" },
  { question: "What is the format of a Power Slap event?", source: "catalog:powerslap" },
  { question: "Does MotoGP offer a fastest lap market?", source: "catalog:motogp" },
  { question: "How do Lux Sail Grand Prix fleet races work?", source: "catalog:lux" },
  {
    question: "How does the eight-post queue work in a Jai Alai night?",
    source: "guide:jaialai",
  },
  { question: "What does podiums mean as an odd type?", source: "guide:markets" },
  { question: "Which odd types are only available for races?", source: "guide:markets" },
  { question: "What is exactasType in eventExacta?", source: "guide:markets" },
  {
    question: "Is the probability field the fair price or does it include the margin?",
    source: "guide:pricing",
  },
  { question: "What model orders the finishers of an event?", source: "guide:pricing" },
  {
    question: "Why is a parlay not priced as the product of its legs?",
    source: "guide:sgp",
  },
  { question: "How many selections can a same-game parlay have?", source: "guide:sgp" },
  { question: "Which futures markets exist for a tour?", source: "guide:futures" },
  { question: "How do I rotate an API key without downtime?", source: "guide:credentials" },
  { question: "What hash is used to store passwords?", source: "guide:credentials" },
  {
    question: "How many requests per minute does a Premium plan get?",
    source: "guide:rate-limits",
  },
  {
    question: "What happens when the shared rate limit store is unavailable?",
    source: "guide:rate-limits",
  },
  { question: "When is the sandbox database reset?", source: "guide:sandbox" },
  { question: "What does the error body of the public API look like?", source: "guide:errors" },
  { question: "What confidence flags a questionnaire for review?", source: "guide:pipeline" },
  { question: "What score makes a league Platinum?", source: "guide:pipeline" },
  { question: "How much is the base fee for a Silver league?", source: "guide:contracts" },
  { question: "Which formats is a contract rendered to?", source: "guide:contracts" },
  { question: "When does the morning report run?", source: "guide:jobs" },
  { question: "How are webhook deliveries signed?", source: "guide:live" },
  {
    question: "How do I resume a server-sent event stream after a disconnect?",
    source: "guide:live",
  },
  { question: "How large are the chunks of the retrieval corpus?", source: "guide:retrieval" },
  { question: "How are vector and keyword rankings combined?", source: "guide:retrieval" },
  { question: "What odds are offered for a Jai Alai night's matches?", source: "guide:jaialai" },
];
