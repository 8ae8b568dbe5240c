// Public contact inputs: one schema per form, used by the react-hook-form resolver and the route handler alike.
import { z } from "zod";
import { CONTACT_LIMITS } from "@/lib/contact/texts";

export { CONTACT_LIMITS, CONTACT_SUCCESS_MESSAGE, SALES_THANK_YOU_MESSAGE } from "@/lib/contact/texts";

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(CONTACT_LIMITS.email, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

/** 'Send Us a Message': name, email, subject, message, all required. */
export const contactMessageSchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: emailField,
  // One line: the subject ends up in a mail header.
  subject: requiredText("Subject", CONTACT_LIMITS.subject).transform((v) => v.replace(/\s+/g, " ")),
  message: requiredText("Message", CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactMessageForm = z.input<typeof contactMessageSchema>;

/** Talk to Sales: name, email and message required, company optional. The form sends nothing. */
export const salesInquirySchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: emailField,
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.company, `Company must be at most ${CONTACT_LIMITS.company} characters`),
  message: requiredText("Message", CONTACT_LIMITS.message),
});
export type SalesInquiryForm = z.input<typeof salesInquirySchema>;
