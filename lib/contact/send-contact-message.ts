import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { sendMail } from "@/lib/email/send-mail";
import { env } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { consume, LIMITS } from "@/lib/rate-limit";
import type { ContactMessageInput } from "@/lib/validation/contact";

export const CONTACT_SEND_FAILED =
  "We couldn't send your message right now. Please try again in a few minutes.";

/** Stores a contact-form message and forwards it to the support inbox (rate-limited per sender IP). */
export async function sendContactMessage(input: ContactMessageInput, ip: string): Promise<{ id: number }> {
  await consume(`contact:ip:${ip}`, LIMITS.contactPerIp);
  const db = await getDb();
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  try {
    await sendMail({
      to: env().ADMIN_EMAIL,
      subject: `Contact form: ${input.subject}`,
      text: [
        `From: ${input.name} <${input.email}>`,
        `Subject: ${input.subject}`,
        `Message #${row.id}:`,
        "",
        input.message,
      ].join("\n"),
    });
  } catch (err) {
    // Nobody reads contact_messages but through this mail, so a message that cannot be forwarded is taken
    // back and the sender is told to retry, rather than thanked for a message support will never see.
    logError("[contact] forwarding to the support inbox failed", err);
    await db.delete(contactMessages).where(eq(contactMessages.id, row.id));
    throw new ApiError(503, CONTACT_SEND_FAILED);
  }
  return { id: row.id };
}
