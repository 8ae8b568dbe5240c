// The investor's notifications and their read flags.
import { z } from "zod";
import { route, type RouteEntry } from "./route-entry";

export const notificationRoutes: RouteEntry[] = [
  route("GET /api/notifications", "user", "Notifications", "The caller's notifications", {
    description:
      "An array, newest first; `read` is the caller's own read flag. An investor sees the broadcasts and what is addressed to them, an administrator only what is addressed to them (the money alerts).",
    response: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        content: z.string(),
        createdAt: z.string(),
        read: z.boolean(),
      }),
    ),
  }),
  route("POST /api/notifications/[id]/read", "user", "Notifications", "Mark one notification read", {
    response: z.object({ message: z.string(), id: z.number().int(), read: z.literal(true) }),
  }),
  route("POST /api/notifications/read-all", "user", "Notifications", "Mark every notification read", {
    response: z.object({ message: z.string(), marked: z.number().int() }),
  }),
];
