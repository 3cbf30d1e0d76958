import type {
  API_KEY_ENVIRONMENTS,
  API_KEY_PLANS,
  API_KEY_ROLES,
  API_KEY_SCOPES,
  USER_ROLES,
} from "../../db/schema/mod.ts";

export type UserRole = typeof USER_ROLES[number];
export type ApiKeyPlan = typeof API_KEY_PLANS[number];
export type ApiKeyRole = typeof API_KEY_ROLES[number];
export type ApiKeyScope = typeof API_KEY_SCOPES[number];
export type ApiKeyEnvironment = typeof API_KEY_ENVIRONMENTS[number];

/** The credential kinds a route can accept (spec 001 Authentication, spec 002 Authentication). */
export type CredentialKind = "jwt" | "api_key" | "oauth" | "id_token";

/** Who is calling, once a credential is verified. */
export interface Principal {
  kind: CredentialKind;
  /** User id, API key id, OAuth client id or the identity provider's subject. */
  id: string;
  /** Users have their role; API keys the role they were issued with; OAuth clients `client`. */
  role: ApiKeyRole | "client";
  email?: string;
  /** API keys only: the account the key belongs to, whose objects it makes and sees. */
  owner?: string;
  /** API keys only: the plan that sets the first catalog's rate limits. */
  plan?: ApiKeyPlan;
  /** API keys and OAuth clients: what the credential may do (see `allows`). */
  scopes?: string[];
  /** API keys only: `sandbox` keys read the sandbox database; every other caller production. */
  environment?: ApiKeyEnvironment;
}

/**
 * Who owns what a caller makes: a user account (signed in, or through one of its API keys), an
 * OAuth client, or an identity provider's subject. Objects store the owner's kind with its id, so
 * an OAuth client named like a user never owns that user's objects.
 */
export interface Owner {
  kind: "user" | "oauth" | "id_token";
  id: string;
}

export function ownerOf(p: Principal): Owner {
  if (p.kind === "jwt") return { kind: "user", id: p.id };
  if (p.kind === "api_key") return { kind: "user", id: p.owner ?? p.id };
  return { kind: p.kind, id: p.id };
}

/**
 * Tenant-wide access: an admin signed in, or an admin's API key issued with the `admin` scope.
 * Everyone else sees only their own objects.
 */
export function seesAll(p: Principal): boolean {
  return p.role === "admin" && (p.kind === "jwt" || Boolean(p.scopes?.includes("admin")));
}

/** May this caller see an object of this owner? Compares the owner's kind and id. */
export function mayAccess(p: Principal, owner: { kind: string; id: string } | undefined): boolean {
  if (seesAll(p)) return true;
  const mine = ownerOf(p);
  return Boolean(owner && owner.kind === mine.kind && owner.id === mine.id);
}

/**
 * What a credential's scopes allow: `public` the public sports data and catalog reads, `read`
 * every other read, `write` every other request, `admin` all of it. Credentials without scopes
 * (signed-in users) are limited by their role alone.
 */
export function allows(p: Principal, need: "public" | "read" | "write"): boolean {
  if (!p.scopes) return true;
  if (p.scopes.includes("admin") || p.scopes.includes(need)) return true;
  return need === "public" && p.scopes.includes("read");
}
