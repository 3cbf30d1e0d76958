import { corpusTest } from "./corpus.ts";

Deno.test(
  "corpus, part b: every other development questionnaire from upload to contracts, every value evidenced",
  corpusTest(1),
);
