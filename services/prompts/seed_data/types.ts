import type { PromptType } from "../../../db/schema/prompts.ts";
import type { PromptVariable } from "../template.ts";

/** One prompt of the shipped seed set. */
export interface SeedPrompt {
  slug: string;
  name: string;
  type: PromptType;
  description: string;
  tags: string[];
  content: string;
  /** Declared variables; they must match the template's placeholders. */
  variables?: PromptVariable[];
  labels?: Record<string, string>;
}
