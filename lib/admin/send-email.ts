import { getDb } from "@/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { enqueueMail } from "@/lib/jobs/mail";
import type { SendEmailInput } from "@/lib/validation/admin";

/**
 * POST /api/email (Send Mail): one message per recipient, so no investor sees another's address. The audit
 * row and one queued mail per recipient commit together: either the whole send is recorded and will go out
 * (retried through a mail outage; a message that never gets through shows in the back office's Jobs), or
 * nothing was queued and the administrator's retry mails nobody twice.
 */
export async function sendAdminEmail(adminId: number, input: SendEmailInput) {
  const recipients = [...new Set(input.recipients)];
  const db = await getDb();
  await db.transaction(async (tx) => {
    const entry = await recordAudit(tx, {
      adminId,
      action: "EMAIL_SENT",
      ...auditDetails("EMAIL_SENT", { subject: input.subject, recipients: recipients.length }),
      after: { subject: input.subject, recipients },
    });
    for (const [i, to] of recipients.entries())
      await enqueueMail(tx, { to, subject: input.subject, text: input.body }, `admin-mail:${entry.id}:${i}`);
  });
  const sent = recipients.length;
  return { message: `Email sent to ${sent} recipient(s)`, sent, failed: [] as string[] };
}
