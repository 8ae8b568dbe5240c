import { getDb } from "@/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { createAccount } from "@/lib/auth/sign-up";
import { publicUser } from "@/lib/auth/public-user";

/**
 * POST /api/auth/addUser: an admin-made investor, e-mail already confirmed (the admin vouches for it).
 * createAccount owns its transaction, so the audit row follows in its own; a crash in between loses
 * only the audit line of an account that is itself visible in the users list.
 */
export async function addUser(
  adminId: number,
  input: { name: string; email: string; phone: string; password: string },
) {
  const user = await createAccount(input, { emailVerified: true });
  const db = await getDb();
  await recordAudit(db, {
    adminId,
    action: "USER_CREATE",
    userId: user.id,
    ...auditDetails("USER_CREATED", { email: user.email }),
    after: { name: user.name, email: user.email, phone: user.phone },
  });
  return { message: "User created successfully", createdUser: publicUser(user) };
}
