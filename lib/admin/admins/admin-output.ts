// What the back office sees of an administrator.
import { z } from "zod";
import type { User } from "@/db/schema";
import { ADMIN_ROLES } from "@/lib/admin/roles/permissions";

export const listedAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ADMIN_ROLES),
    status: z
      .enum(["INVITED", "ACTIVE"])
      .describe("INVITED until the invitation link has set a password; then ACTIVE"),
    createdAt: z.string().describe("ISO 8601 timestamp"),
  })
  .meta({ id: "Administrator" });
export type ListedAdmin = z.infer<typeof listedAdminSchema>;

export function listedAdmin(user: User): ListedAdmin {
  return listedAdminSchema.parse({
    id: user.id,
    name: user.name,
    email: user.email,
    // An administrator without a role may do nothing; the list shows them as the least-privileged role.
    role: user.adminRole ?? "AUDITOR",
    status: user.emailVerifiedAt ? "ACTIVE" : "INVITED",
    createdAt: user.createdAt.toISOString(),
  });
}
