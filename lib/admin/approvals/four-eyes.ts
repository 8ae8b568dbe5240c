// When the two-person rule applies. It needs someone to be the second pair of eyes: with FOUR_EYES=0, or with
// no other active administrator whose role could take the action, an administrator acts alone as before.
import { and, count, inArray, isNotNull, isNull, eq, ne } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users } from "@/db/schema";
import { ADMIN_ROLES, can, type Permission } from "@/lib/admin/roles/permissions";
import { env } from "@/lib/env";
import { APPROVAL_KINDS, APPROVAL_PERMISSION } from "./kinds";

/** ON; OFF (FOUR_EYES=0); SINGLE_ADMIN (no two active administrators could approve each other). */
export type FourEyesState = "ON" | "OFF" | "SINGLE_ADMIN";

const rolesWith = (permission: Permission) => ADMIN_ROLES.filter((r) => can(r, permission));

const activeAdmins = (permission: Permission) =>
  and(
    eq(users.role, "ADMIN"),
    isNull(users.deletedAt),
    // An invitation not yet accepted approves nothing.
    isNotNull(users.emailVerifiedAt),
    inArray(users.adminRole, rolesWith(permission)),
  );

export const fourEyesOff = () => env().FOUR_EYES.trim() === "0";

/** Whether `proposerId` must leave this action to a second administrator. */
export async function needsSecondApproval(exec: Executor, proposerId: number, permission: Permission) {
  if (fourEyesOff()) return false;
  const [row] = await exec
    .select({ n: count() })
    .from(users)
    .where(and(activeAdmins(permission), ne(users.id, proposerId)));
  return Number(row.n) > 0;
}

/** The rule as the back office describes it. */
export async function fourEyesState(exec: Executor): Promise<FourEyesState> {
  if (fourEyesOff()) return "OFF";
  for (const kind of APPROVAL_KINDS) {
    const [row] = await exec
      .select({ n: count() })
      .from(users)
      .where(activeAdmins(APPROVAL_PERMISSION[kind]));
    if (Number(row.n) >= 2) return "ON";
  }
  return "SINGLE_ADMIN";
}
