// PUT /api/users/preferences {currency, language, autoRefresh} -> message, preferences;
// GET reads them back for the Settings tab.
import { accountRoute, parseBody, userRoute } from "@/lib/api/route";
import { getPreferences } from "@/lib/accounts/get-preferences";
import { savePreferences } from "@/lib/accounts/save-preferences";
import { preferencesSchema } from "@/lib/validation/account";

export const GET = accountRoute(async ({ user }) => getPreferences(user));

export const PUT = userRoute(async ({ req, user }) =>
  savePreferences(user.id, await parseBody(req, preferencesSchema)),
);
