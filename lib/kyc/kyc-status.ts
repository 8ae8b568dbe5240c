// GET /api/kyc: the caller's own verification state, for the wizard panel and the Overview banner.
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { kycSubmissions, type User } from "@/db/schema";
import type { KycStatus } from "@/lib/enums";

export type KycStatusOutput = {
  status: "NONE" | KycStatus;
  /** Why an administrator rejected the latest submission. */
  reason?: string;
  submittedAt?: string;
  decidedAt?: string;
};

export async function kycStatus(user: User): Promise<KycStatusOutput> {
  const db = await getDb();
  const [latest] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, user.id))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  const dates = latest && {
    submittedAt: latest.createdAt.toISOString(),
    ...(latest.decidedAt ? { decidedAt: latest.decidedAt.toISOString() } : {}),
  };
  // isVerified is the truth the rest of the app reads; an administrator's Users Management "Verify"
  // sets it without a submission.
  if (user.isVerified) return { status: "APPROVED", ...(latest?.status === "APPROVED" ? dates : {}) };
  if (!latest) return { status: "NONE" };
  return {
    status: latest.status,
    ...(latest.status === "REJECTED" && latest.reason ? { reason: latest.reason } : {}),
    ...dates,
  };
}
