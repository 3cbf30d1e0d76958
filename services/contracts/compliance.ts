import { docxText, pdfText } from "../documents/read.ts";
import type { DocumentFormat } from "../documents/mod.ts";
import type { ContractDetails } from "../partnership/terms.ts";
import { contractFigures, REQUIRED_CLAUSES } from "./document.ts";

/** What a rendered document says, as plain text (DOCX and PDF read back). */
export async function textOf(format: DocumentFormat, bytes: Uint8Array): Promise<string> {
  if (format === "docx") return docxText(bytes);
  if (format === "pdf") return await pdfText(bytes);
  return new TextDecoder().decode(bytes);
}

export interface ComplianceCheck {
  format: string;
  missing_clauses: string[];
  missing_figures: string[];
  passed: boolean;
}

/**
 * The pipeline's compliance rule: every required clause in every format, and the contract's
 * figures (fees, value, length, revenue share) identical in each.
 */
export function complianceOf(
  terms: ContractDetails,
  texts: Partial<Record<DocumentFormat, string>>,
): { passed: boolean; figures: string[]; checks: ComplianceCheck[] } {
  const figures = contractFigures(terms);
  const checks = Object.entries(texts).map(([format, text]) => {
    const flat = text!.replace(/\s+/g, " ");
    const missing_clauses = REQUIRED_CLAUSES.filter((c) => !flat.includes(c));
    const missing_figures = figures.filter((f) => !flat.includes(f));
    return {
      format,
      missing_clauses,
      missing_figures,
      passed: !missing_clauses.length && !missing_figures.length,
    };
  });
  return { passed: checks.every((c) => c.passed), figures, checks };
}
