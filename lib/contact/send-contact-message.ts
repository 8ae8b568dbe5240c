import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { env } from "@/lib/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { consume, LIMITS } from "@/lib/rate-limit";
import type { ContactMessageInput } from "@/lib/validation/contact";

/**
 * Stores a contact-form message and forwards it to the support inbox (rate-limited per sender IP). Nobody
 * reads contact_messages but through this mail, so the message and its forwarding commit together: the queue
 * retries the mail through an outage, and a dead letter shows in the back office's Jobs.
 */
export async function sendContactMessage(input: ContactMessageInput, ip: string): Promise<{ id: number }> {
  await consume(`contact:ip:${ip}`, LIMITS.contactPerIp);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    await enqueueMail(
      tx,
      {
        to: env().ADMIN_EMAIL,
        subject: `Contact form: ${input.subject}`,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Subject: ${input.subject}`,
          `Message #${row.id}:`,
          "",
          input.message,
        ].join("\n"),
      },
      `contact:${row.id}`,
    );
    return { id: row.id };
  });
}
