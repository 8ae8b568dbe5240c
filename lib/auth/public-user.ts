// What a client may see of a user: explicit zod output schemas, so no hash or internal field can leak. Every
// user answer is parsed through one of them (unknown keys are dropped), and the OpenAPI document
// (/api/openapi.json) shows the same schemas.
import { z } from "zod";
import type { User } from "@/db/schema";
import { ADMIN_ROLES } from "@/lib/admin/roles/permissions";
import { ROLES } from "@/lib/enums";

const adminRoleField = z
  .enum(ADMIN_ROLES)
  .optional()
  .describe("An administrator's role (what the back office lets them do); absent for investors");

export const publicUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    adminRole: adminRoleField,
    isVerified: z.boolean().describe("Identity (KYC) verification, set by an administrator"),
    emailVerified: z.boolean().describe("The e-mail address was confirmed with its six-digit code"),
    createdAt: z.string().describe("ISO 8601 timestamp"),
    mainBalance: z.number().optional().describe("USD main balance; only on GET /api/user"),
  })
  .meta({ id: "PublicUser" });
export type PublicUser = z.infer<typeof publicUserSchema>;

export function publicUser(user: User, mainBalance?: string): PublicUser {
  return publicUserSchema.parse({
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    ...(user.role === "ADMIN" && user.adminRole ? { adminRole: user.adminRole } : {}),
    isVerified: user.isVerified,
    emailVerified: !!user.emailVerifiedAt,
    createdAt: user.createdAt.toISOString(),
    ...(mainBalance !== undefined ? { mainBalance: Number(mainBalance) } : {}),
  });
}

export const signedInUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    isVerified: z.boolean(),
    mainBalance: z.number().describe("USD main balance"),
  })
  .meta({ id: "SignedInUser" });

/** The sign-in answer's user: id, email and mainBalance, plus what the dashboard greets with. */
export function signedInUser(user: User, mainBalance: string) {
  return signedInUserSchema.parse({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isVerified: user.isVerified,
    mainBalance: Number(mainBalance),
  });
}

export const adminUserDataSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    adminRole: adminRoleField,
  })
  .meta({ id: "AdminUserData" });
