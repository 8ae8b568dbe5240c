import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEntries } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { sendMail } from "@/lib/email/send-mail";
import { logError } from "@/lib/log-error";
import type { SendEmailInput } from "@/lib/validation/admin";

const PARALLEL = 5;

/**
 * POST /api/email (Send Mail): one message per recipient, so no investor sees another's address.
 * Mail cannot be taken back, so the audit row is written first (PENDING): if that fails nothing has been
 * sent and a retry is safe. It gets the outcome (who got it, who did not) afterwards; once anything has
 * been sent the answer never turns into an error over the bookkeeping, since the administrator's retry
 * would mail everyone a second time.
 */
export async function sendAdminEmail(adminId: number, input: SendEmailInput) {
  const recipients = [...new Set(input.recipients)];
  const db = await getDb();
  const entry = await recordAudit(db, {
    adminId,
    action: "EMAIL_SENT",
    status: "PENDING",
    details: `"${input.subject}" to ${recipients.length} recipient(s), sending`,
    after: { subject: input.subject, recipients },
  });

  const failed: string[] = [];
  for (let i = 0; i < recipients.length; i += PARALLEL) {
    const batch = recipients.slice(i, i + PARALLEL);
    const results = await Promise.allSettled(
      batch.map((to) => sendMail({ to, subject: input.subject, text: input.body })),
    );
    results.forEach((r, j) => {
      if (r.status === "rejected") {
        logError(`[mail] admin e-mail failed for ${batch[j]}`, r.reason);
        failed.push(batch[j]);
      }
    });
  }
  const sent = recipients.length - failed.length;

  try {
    await db
      .update(auditEntries)
      .set({
        status: failed.length === 0 ? "COMPLETED" : sent === 0 ? "FAILED" : "PARTIAL",
        details: `"${input.subject}" to ${sent} of ${recipients.length} recipient(s)`,
        after: { subject: input.subject, sent: recipients.filter((r) => !failed.includes(r)), failed },
      })
      .where(eq(auditEntries.id, entry.id));
  } catch (err) {
    logError(`[mail] admin e-mail sent to ${sent}, but its audit row ${entry.id} kept PENDING`, err);
  }
  if (sent === 0) throw new ApiError(502, "Could not send email. Please try again.");
  return { message: `Email sent to ${sent} recipient(s)`, sent, failed };
}
