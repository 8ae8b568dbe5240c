// GET /api/notifications (investor) -> array of {id, title, content, createdAt, read}
import { userRoute } from "@/lib/api/route";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const GET = userRoute(async ({ user }) => listNotifications(user));
