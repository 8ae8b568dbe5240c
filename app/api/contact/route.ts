// POST /api/contact {name, email, subject, message} -> 200 (only the status is read)
import { BODY_LIMIT, parseBody, publicRoute } from "@/lib/api/route";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import { clientIp } from "@/lib/rate-limit";
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from "@/lib/validation/contact";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, contactMessageSchema, { maxBytes: BODY_LIMIT.longText });
  await sendContactMessage(input, clientIp(req));
  return { message: CONTACT_SUCCESS_MESSAGE };
});
