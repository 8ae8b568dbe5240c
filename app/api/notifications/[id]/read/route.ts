// The bell's mark-as-read (design decision; the spec only reads the flag): POST /api/notifications/{id}/read
import { parseId, userRoute } from "@/lib/api/route";
import { markNotificationRead } from "@/lib/notifications/mark-notification-read";

export const POST = userRoute(async ({ params, user }) => markNotificationRead(user, parseId(params.id)));
