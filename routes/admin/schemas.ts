import { z } from "@hono/zod-openapi";
import {
  API_KEY_ENVIRONMENTS,
  API_KEY_PLANS,
  API_KEY_ROLES,
  API_KEY_SCOPES,
  USER_ROLES,
} from "../../db/schema/mod.ts";
import { MAX_ROTATION_OVERLAP_SECONDS } from "../../services/auth/api_keys.ts";

const password = z.string().min(12).max(1024).openapi({
  description: "At least 12 characters; stored as a PBKDF2-SHA256 hash.",
});

export const AccountId = z.object({
  account_id: z.string().min(1).max(100).openapi({ param: { name: "account_id", in: "path" } }),
});

export const KeyId = z.object({
  key_id: z.string().min(1).max(100).openapi({ param: { name: "key_id", in: "path" } }),
});

export const NewAccount = z.object({
  email: z.email().max(254).openapi({ example: "ops@league.example" }),
  password,
  role: z.enum(USER_ROLES).default("user"),
}).openapi("NewAccount");

export const AccountChange = z.object({
  role: z.enum(USER_ROLES).optional(),
  disabled: z.boolean().optional().openapi({
    description: "true disables the account (its sign-in and its keys stop at once); false " +
      "enables it again.",
  }),
}).refine((v) => v.role !== undefined || v.disabled !== undefined, {
  message: "send role, disabled or both",
}).openapi("AccountChange");

export const PasswordReset = z.object({
  password: password.optional().openapi({
    description: "The new password; without it one is generated and returned this once.",
  }),
}).openapi("PasswordReset");

export const Account = z.object({
  account_id: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
}).openapi("Account");

export const AccountQuery = z.object({
  role: z.enum(USER_ROLES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const AccountList = z.object({
  accounts: z.array(Account),
  pagination: z.object({ total: z.number().int(), has_more: z.boolean() }),
}).openapi("AccountList");

export const PasswordResult = z.object({
  account: Account,
  password: z.string().optional().openapi({
    description: "The generated password, when none was sent; shown this once.",
  }),
}).openapi("PasswordResult");

export const NewApiKey = z.object({
  owner_id: z.string().min(1).max(100).openapi({
    description: "The account the key acts for: it makes and sees that account's objects.",
  }),
  name: z.string().trim().max(100).default(""),
  role: z.enum(API_KEY_ROLES).default("service").openapi({
    description: "The owner's role or a lower one (user < service < league_admin < admin).",
  }),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1).max(API_KEY_SCOPES.length).optional()
    .openapi({
      description: "`public`: public sports data and catalog reads; `read`, `write`: the " +
        "owner's objects; `admin`: every account's objects (admin role only). Default " +
        "`[read, write]` in production, `[public]` (the only scope it may have) in the sandbox.",
    }),
  plan: z.enum(API_KEY_PLANS).default("free").openapi({
    description: "Sets the rate limits on the first catalog description (`/v1`).",
  }),
  environment: z.enum(API_KEY_ENVIRONMENTS).default("production").openapi({
    description: "`sandbox`: the key reads the sandbox database (the same realistic demo " +
      "data, reset daily at 00:00 UTC) and never production's; public data and catalog reads " +
      "only, other routes answer 403.",
  }),
}).openapi("NewApiKey");

export const ApiKey = z.object({
  key_id: z.string(),
  prefix: z.string().openapi({ description: "The key's first characters, to tell keys apart." }),
  owner_id: z.string(),
  name: z.string(),
  role: z.enum(API_KEY_ROLES),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  plan: z.enum(API_KEY_PLANS),
  environment: z.enum(API_KEY_ENVIRONMENTS),
  created_at: z.string(),
  last_used_at: z.string().nullable().openapi({
    description: "Last verification (to within 30 s).",
  }),
  expires_at: z.string().nullable().openapi({
    description: "When a rotated key stops working.",
  }),
  revoked_at: z.string().nullable(),
}).openapi("ApiKey");

export const IssuedApiKey = ApiKey.extend({
  key: z.string().openapi({ description: "The secret: shown this once, only its hash is kept." }),
}).openapi("IssuedApiKey");

export const KeyQuery = z.object({
  owner_id: z.string().min(1).max(100).optional(),
});

export const KeyList = z.object({ keys: z.array(ApiKey) }).openapi("ApiKeyList");

export const Rotation = z.object({
  overlap_seconds: z.number().int().min(0).max(MAX_ROTATION_OVERLAP_SECONDS).default(86_400)
    .openapi({ description: "How long the old key keeps working beside the new one." }),
}).openapi("KeyRotation");

export const Rotated = z.object({
  replaced: ApiKey,
  key: IssuedApiKey,
}).openapi("RotatedApiKey");
