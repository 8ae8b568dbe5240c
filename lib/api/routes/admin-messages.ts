// The back office's messages: e-mail to users and broadcast notifications.
import { z } from "zod";
import { notificationPageSchema, notificationSchema, sendEmailSchema } from "@/lib/validation/admin";
import { described, messageAnswer } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminMessageRoutes: RouteEntry[] = [
  route("POST /api/email", admin("messages.send"), "Admin: messages", "E-mail users", {
    description:
      "One message per recipient, queued with the audit row and sent (and retried) in the background: `sent` " +
      "counts the distinct recipients, `failed` lists none (a mail that never gets through shows in the " +
      "back office's jobs).",
    body: sendEmailSchema,
    response: z.object({ message: z.string(), sent: z.number().int(), failed: z.array(z.string()) }),
  }),
  route(
    "GET /api/admin/notifications",
    admin("messages.read"),
    "Admin: messages",
    "Broadcast notifications",
    {
      query: notificationPageSchema,
      response: described("`{ notifications[], total }`"),
    },
  ),
  route(
    "POST /api/admin/notifications",
    admin("messages.send"),
    "Admin: messages",
    "Broadcast a notification",
    {
      body: notificationSchema,
      response: described("`{ message, notification }`"),
    },
  ),
  route(
    "PUT /api/admin/notifications/[id]",
    admin("messages.send"),
    "Admin: messages",
    "Change a notification",
    {
      body: notificationSchema,
      response: described("The updated notification"),
    },
  ),
  route(
    "DELETE /api/admin/notifications/[id]",
    admin("messages.send"),
    "Admin: messages",
    "Delete a notification",
    {
      response: messageAnswer,
    },
  ),
];
