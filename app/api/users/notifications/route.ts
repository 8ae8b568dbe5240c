// PUT /api/users/notifications {investmentUpdates, transactionAlerts, weeklyReports, systemUpdates,
// emailFrequency} -> message, notificationPrefs; GET reads them back for the Settings tab.
import { accountRoute, parseBody, userRoute } from "@/lib/api/route";
import { getNotificationPrefs } from "@/lib/accounts/get-notification-prefs";
import { saveNotificationPrefs } from "@/lib/accounts/save-notification-prefs";
import { notificationPrefsSchema } from "@/lib/validation/account";

export const GET = accountRoute(async ({ user }) => getNotificationPrefs(user));

export const PUT = userRoute(async ({ req, user }) =>
  saveNotificationPrefs(user.id, await parseBody(req, notificationPrefsSchema)),
);
