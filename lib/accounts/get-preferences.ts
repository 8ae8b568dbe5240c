import type { User } from "@/db/schema";
import { DEFAULT_PREFERENCES, preferencesSchema } from "@/lib/validation/account";

/** GET /api/users/preferences: the saved preferences, or the defaults (USD, en, auto-refresh on). */
export function getPreferences(user: User) {
  const parsed = preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, ...(user.preferences ?? {}) });
  return { preferences: parsed.success ? parsed.data : DEFAULT_PREFERENCES };
}
