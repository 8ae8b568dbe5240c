// POST /api/email {recipients, subject, body} -> success is HTTP 200
import { adminRoute, BODY_LIMIT, parseBody } from "@/lib/api/route";
import { sendAdminEmail } from "@/lib/admin/send-email";
import { sendEmailSchema } from "@/lib/validation/admin";

export const POST = adminRoute(async ({ req, user }) =>
  sendAdminEmail(user.id, await parseBody(req, sendEmailSchema, { maxBytes: BODY_LIMIT.email })),
);
