// The bell's "mark all read" (design decision): POST /api/notifications/read-all -> message, marked
import { userRoute } from "@/lib/api/route";
import { markAllNotificationsRead } from "@/lib/notifications/mark-all-notifications-read";

export const POST = userRoute(async ({ user }) => markAllNotificationsRead(user));
