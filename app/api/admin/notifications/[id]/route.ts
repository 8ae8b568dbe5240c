// PUT /api/admin/notifications/{id} {title, content} -> updated notification; DELETE
import { adminRoute, BODY_LIMIT, parseBody, parseId } from "@/lib/api/route";
import { adminDeleteNotification } from "@/lib/notifications/admin-delete-notification";
import { adminUpdateNotification } from "@/lib/notifications/admin-update-notification";
import { notificationSchema } from "@/lib/validation/admin";

export const PUT = adminRoute(async ({ req, params, user }) =>
  adminUpdateNotification(
    user.id,
    parseId(params.id),
    await parseBody(req, notificationSchema, { maxBytes: BODY_LIMIT.longText }),
  ),
);

export const DELETE = adminRoute(async ({ params, user }) =>
  adminDeleteNotification(user.id, parseId(params.id)),
);
