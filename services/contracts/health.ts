import { type RenderableDocument, renderDocument } from "../documents/mod.ts";
import type { ContractServices } from "./common.ts";
import { REQUIRED_CLAUSES } from "./document.ts";

const PROBE: RenderableDocument = {
  title: "Health probe",
  meta: {},
  blocks: [{ kind: "paragraph", text: "ok" }],
};

/** The renderers (each renders a one-line document), the document store and the database. */
export async function contractsHealth(s: Pick<ContractServices, "db" | "documents">) {
  const check = async (fn: () => Promise<unknown>, detail: string) => {
    try {
      await fn();
      return { status: "ok", detail };
    } catch (err) {
      return { status: "down", detail: err instanceof Error ? err.message : String(err) };
    }
  };
  const dependencies: Record<string, { status: string; detail: string }> = {
    markdown_renderer: await check(() => renderDocument(PROBE, "md"), "renders"),
    docx_renderer: await check(() => renderDocument(PROBE, "docx"), "renders"),
    pdf_renderer: await check(() => renderDocument(PROBE, "pdf"), "renders"),
    document_store: await check(() => s.documents.list("health/"), `answers (${s.documents.kind})`),
    database: await check(() => s.db.$client.execute("SELECT 1"), "answers"),
  };
  const healthy = Object.values(dependencies).every((d) => d.status === "ok");
  return {
    status: healthy ? "healthy" as const : "degraded" as const,
    dependencies,
    templates: 1,
    required_clauses: REQUIRED_CLAUSES.length,
  };
}
