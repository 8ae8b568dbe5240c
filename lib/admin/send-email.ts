import { getDb } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { sendMail } from "@/lib/email/send-mail";
import type { SendEmailInput } from "@/lib/validation/admin";

const PARALLEL = 5;

/**
 * POST /api/email (Send Mail): one message per recipient, so no investor sees another's address.
 * Mail cannot be rolled back, so the audit row is written after sending and says who got it and who did not.
 */
export async function sendAdminEmail(adminId: number, input: SendEmailInput) {
  const recipients = [...new Set(input.recipients)];
  const failed: string[] = [];
  for (let i = 0; i < recipients.length; i += PARALLEL) {
    const batch = recipients.slice(i, i + PARALLEL);
    const results = await Promise.allSettled(
      batch.map((to) => sendMail({ to, subject: input.subject, text: input.body })),
    );
    results.forEach((r, j) => {
      if (r.status === "rejected") {
        console.error("[mail] admin e-mail failed for", batch[j], r.reason);
        failed.push(batch[j]);
      }
    });
  }
  const sent = recipients.length - failed.length;
  const db = await getDb();
  await recordAudit(db, {
    adminId,
    action: "EMAIL_SENT",
    status: failed.length === 0 ? "COMPLETED" : sent === 0 ? "FAILED" : "PARTIAL",
    details: `"${input.subject}" to ${sent} of ${recipients.length} recipient(s)`,
    after: { subject: input.subject, sent: recipients.filter((r) => !failed.includes(r)), failed },
  });
  if (sent === 0) throw new ApiError(502, "Could not send email. Please try again.");
  return { message: `Email sent to ${sent} recipient(s)`, sent, failed };
}
