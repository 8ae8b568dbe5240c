import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { kycSubmissions, users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

export const KYC_NOT_FOUND = "Verification submission not found";

/** A submission with its account's name and e-mail, or a 404. */
export async function findKycSubmission(exec: Executor, id: number) {
  const [found] = await exec
    .select({ submission: kycSubmissions, user: { id: users.id, name: users.name, email: users.email } })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.id, id));
  if (!found) throw notFound(KYC_NOT_FOUND);
  return found;
}
