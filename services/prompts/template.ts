/**
 * Prompt templates: `{{variable}}` placeholders (a name of letters, digits, `_` and `.`,
 * spaces inside the braces allowed), parsed, checked against what a prompt declares, and filled.
 */
import { AppError } from "../errors.ts";

/** A variable a template declares: its name, what it is for, and a value used when none is given. */
export interface PromptVariable {
  name: string;
  description?: string;
  default?: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/**
 * The variables a template uses, in order of first use. A `{{` without its `}}`, or braces
 * around something that is not a name, is refused with a 422 naming the spot.
 */
export function parseVariables(template: string, field = "content"): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1].trim();
    if (!NAME.test(name)) {
      throw new AppError(
        "unprocessable",
        `placeholder '${match[0]}' at character ${match.index} is not a variable name ` +
          "(letters, digits, '_' and '.', starting with a letter or '_')",
        { parameter: field, position: match.index },
      );
    }
    if (!names.includes(name)) names.push(name);
  }
  // What is left once every placeholder is gone must hold no stray `{{` or `}}`.
  const rest = template.replace(PLACEHOLDER, "");
  const stray = rest.search(/\{\{|\}\}/);
  if (stray >= 0) {
    throw new AppError(
      "unprocessable",
      "the template has a '{{' or '}}' that does not close or open a placeholder",
      { parameter: field },
    );
  }
  return names;
}

/**
 * The variables of a prompt: those the caller declared, which must be exactly the ones the
 * template uses (422 naming the difference), or, when none are declared, the template's own.
 */
export function declareVariables(
  template: string,
  declared: (string | PromptVariable)[] | undefined,
  field = "content",
): PromptVariable[] {
  const used = parseVariables(template, field);
  if (declared === undefined) return used.map((name) => ({ name }));
  const vars = declared.map((v) => typeof v === "string" ? { name: v } : { ...v });
  const names = vars.map((v) => v.name);
  const bad = names.filter((n) => !NAME.test(n));
  const unused = names.filter((n) => !used.includes(n));
  const undeclared = used.filter((n) => !names.includes(n));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (bad.length || unused.length || undeclared.length || repeated.length) {
    const parts = [
      undeclared.length ? `used but not declared: ${undeclared.join(", ")}` : "",
      unused.length ? `declared but not used: ${unused.join(", ")}` : "",
      bad.length ? `not variable names: ${bad.join(", ")}` : "",
      repeated.length ? `declared twice: ${repeated.join(", ")}` : "",
    ].filter(Boolean);
    throw new AppError(
      "unprocessable",
      `the declared variables do not match the template's placeholders (${parts.join("; ")})`,
      { parameter: "variables", undeclared, unused, invalid: bad, repeated },
    );
  }
  // In the template's order, so the record reads like the template.
  return used.map((name) => vars.find((v) => v.name === name)!);
}

export type VariableValues = Record<string, string | number | boolean>;

/**
 * The template with every placeholder filled from `values`, else the variable's default. A
 * variable with neither is a 422 that names every such variable.
 */
export function renderTemplate(
  template: string,
  variables: PromptVariable[],
  values: VariableValues = {},
  where = "prompt",
): string {
  const used = parseVariables(template);
  const valueOf = (name: string) => {
    if (Object.hasOwn(values, name)) return String(values[name]);
    return variables.find((v) => v.name === name)?.default;
  };
  const missing = used.filter((name) => valueOf(name) === undefined);
  if (missing.length) {
    throw new AppError(
      "unprocessable",
      `missing value${missing.length > 1 ? "s" : ""} for ${where} variable` +
        `${missing.length > 1 ? "s" : ""} ${missing.map((m) => `'${m}'`).join(", ")}`,
      { parameter: "variables", missing_variables: missing },
      { suggestion: `Send ${missing.join(", ")} in \`variables\`.` },
    );
  }
  return template.replace(PLACEHOLDER, (_, name: string) => valueOf(name.trim())!);
}
