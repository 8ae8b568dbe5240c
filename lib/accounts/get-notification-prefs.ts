import type { User } from "@/db/schema";
import { DEFAULT_NOTIFICATION_PREFS, notificationPrefsSchema } from "@/lib/validation/account";

/** GET /api/users/notifications: the saved switches, or the defaults for anything never saved. */
export function getNotificationPrefs(user: User) {
  // Merged over the defaults so a row saved before a field existed still answers every field.
  const parsed = notificationPrefsSchema.safeParse({
    ...DEFAULT_NOTIFICATION_PREFS,
    ...(user.notificationPrefs ?? {}),
  });
  return { notificationPrefs: parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFS };
}
