import type { API_KEY_PLANS, USER_ROLES } from "../../db/schema/mod.ts";

export type UserRole = typeof USER_ROLES[number];
export type ApiKeyPlan = typeof API_KEY_PLANS[number];

/** The credential kinds a route can accept (spec 001 Authentication, spec 002 Authentication). */
export type CredentialKind = "jwt" | "api_key" | "oauth" | "id_token";

/** Who is calling, once a credential is verified. */
export interface Principal {
  kind: CredentialKind;
  /** User id, API key id, OAuth client id or the identity provider's subject. */
  id: string;
  /** Users have their role; service accounts are `service`, OAuth clients `client`. */
  role: UserRole | "service" | "client";
  email?: string;
  /** API keys only: the plan that sets the first catalog's rate limits. */
  plan?: ApiKeyPlan;
  /** OAuth clients only. */
  scopes?: string[];
}
