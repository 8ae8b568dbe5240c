// The signed-in user's own account: profile, settings, preferences and the withdrawal PIN.
import { z } from "zod";
import { publicUserSchema } from "@/lib/auth/public-user";
import {
  notificationPrefsSchema,
  preferencesSchema,
  profileSchema,
  transactionPinSchema,
} from "@/lib/validation/account";
import { changePinSchema, setPinSchema } from "@/lib/validation/withdrawal-pin";
import { described, messageAnswer } from "@/lib/api/openapi/answers";
import { RATE_LIMITED } from "./shared-answers";
import { route, type RouteEntry } from "./route-entry";

const userAnswer = z.object({ user: publicUserSchema });

export const accountRoutes: RouteEntry[] = [
  route("GET /api/user", "user", "Account", "The signed-in user", {
    response: userAnswer.extend({ user: publicUserSchema.required({ mainBalance: true }) }),
  }),
  route("PUT /api/users/profile", "user", "Account", "Change name, e-mail or phone", {
    description: "Changing the e-mail address needs currentPassword.",
    body: profileSchema,
    response: userAnswer.extend({ message: z.string() }),
    errors: {
      409: "The e-mail address belongs to another account (`errors` names `email`)",
      429: RATE_LIMITED,
    },
  }),
  route("POST /api/user/settings", "user", "Account", "Save the transaction PIN setting", {
    body: transactionPinSchema,
    response: messageAnswer,
  }),
  route("GET /api/users/notifications", "user", "Account", "Notification switches", {
    response: described("`{ notificationPrefs }`: the switches as PUT takes them"),
  }),
  route("PUT /api/users/notifications", "user", "Account", "Save notification switches", {
    body: notificationPrefsSchema,
    response: described("`{ message, notificationPrefs }`"),
  }),
  route("GET /api/users/preferences", "user", "Account", "Display preferences", {
    response: described("`{ preferences }`: currency, language, autoRefresh"),
  }),
  route("PUT /api/users/preferences", "user", "Account", "Save display preferences", {
    body: preferencesSchema,
    response: described("`{ message, preferences }`"),
  }),
  route("GET /api/auth/user/withdrawal-pin-status", "user", "Account", "Has the user set a withdrawal PIN?", {
    response: z.object({ hasPin: z.boolean() }),
  }),
  route("POST /api/auth/user/set-withdrawal-pin", "investor", "Account", "Set the withdrawal PIN", {
    idempotent: true,
    body: setPinSchema,
    response: messageAnswer,
  }),
  route("POST /api/auth/user/change-withdrawal-pin", "investor", "Account", "Change the withdrawal PIN", {
    idempotent: true,
    body: changePinSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),
];
