// The spec's defaults every account starts with: USD, English, auto-refresh on. Kept apart from their schema (lib/validation/account) so the
// investor dashboard's shell, which falls back to them until the saved ones arrive, does not load zod and
// the phone-number rules that schema module pulls in (about 56 kB compressed; bench/README.md, "The
// dashboards (point 3)").
import type { PreferencesInput } from "@/lib/validation/account";

export const DEFAULT_PREFERENCES: PreferencesInput = { currency: "USD", language: "en", autoRefresh: true };
