// GET /api/admin/notifications?page&limit -> notifications[], total; POST {title, content}
import { adminRoute, BODY_LIMIT, parseBody, parseQuery } from "@/lib/api/route";
import { adminCreateNotification } from "@/lib/notifications/admin-create-notification";
import { adminListNotifications } from "@/lib/notifications/admin-list-notifications";
import { notificationPageSchema, notificationSchema } from "@/lib/validation/admin";

export const GET = adminRoute(async ({ req }) =>
  adminListNotifications(parseQuery(req, notificationPageSchema)),
);

export const POST = adminRoute(async ({ req, user }) =>
  adminCreateNotification(
    user.id,
    await parseBody(req, notificationSchema, { maxBytes: BODY_LIMIT.longText }),
  ),
);
