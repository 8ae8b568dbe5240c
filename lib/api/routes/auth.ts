// Signing up, in and out, two-factor sign-in, sessions and the sign-in security settings, passwords.
import { z } from "zod";
import { securityPutSchema } from "@/lib/validation/anti-phishing";
import { adminUserDataSchema, publicUserSchema, signedInUserSchema } from "@/lib/auth/public-user";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resendCodeSchema,
  resetPasswordSchema,
  signinSchema,
  signupSchema,
  verifyEmailSchema,
} from "@/lib/validation/auth";
import { SESSION_TIMEOUTS } from "@/lib/validation/security";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  twoFactorSignInSchema,
} from "@/lib/validation/two-factor";
import { messageAnswer } from "@/lib/api/openapi/answers";
import { whitelistAnswer, RATE_LIMITED } from "./shared-answers";
import { route, type RouteEntry } from "./route-entry";

const sessionNote =
  "Sets the httpOnly session cookie `token` and returns the same token for `Authorization: Bearer` clients.";
const twoFactorNote =
  "With two-factor sign-in on, the right password answers `{ twoFactorRequired: true, challenge }` instead " +
  "(no token, no cookie): send the challenge and a code to POST /api/auth/signin/2fa within 5 minutes.";
const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
const investorSignedIn = z.object({ message: z.string(), user: signedInUserSchema, token: z.string() });
const adminSignedIn = z.object({
  message: z.string(),
  token: z.string(),
  userData: adminUserDataSchema,
  user: adminUserDataSchema,
});
const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
  passkey: z.string().nullable(),
});
const securitySettingsAnswer = z.object({
  loginNotifications: z.boolean(),
  sessionTimeout: z.union(SESSION_TIMEOUTS.map((m) => z.literal(m))),
  ...whitelistAnswer,
  /** The anti-phishing code masked but for its last two characters (GET), null when none is set. */
  antiPhishingCode: z.string().nullable().optional(),
});
const antiPhishingAnswer = z.object({ message: z.string(), antiPhishingCode: z.string().nullable() });

export const authRoutes: RouteEntry[] = [
  route("POST /api/auth/signup", "public", "Auth", "Create an investor account", {
    description: "Sends a six-digit code to the address; signing in needs it confirmed. Rate-limited.",
    body: signupSchema,
    response: z.object({ status: z.literal(200), message: z.string(), createdUser: publicUserSchema }),
    errors: { 409: "The e-mail address is already registered (`errors` names `email`)", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/signin", "public", "Auth", "Sign in", {
    description: `${sessionNote} Rate-limited per client and per account (429 with Retry-After). ${twoFactorNote}`,
    body: signinSchema,
    response: z.union([investorSignedIn, twoFactorChallenge]),
    errors: {
      401: "Wrong e-mail or password",
      403:
        "An administrator account (they sign in at POST /api/auth/admin/login), or an address not yet " +
        "confirmed (`needsVerification: true`)",
      429: RATE_LIMITED,
    },
  }),
  route("POST /api/auth/signin/2fa", "public", "Auth", "Sign in, second step: the two-factor code", {
    description:
      `code: the authenticator's 6 digits or a recovery code (spent once used). Answers what the password step ` +
      `would have: the investor sign-in or the administrator login. ${sessionNote} A wrong code is a 400 with ` +
      "`attemptsLeft`; an unknown, expired, used or worn-out challenge a 401 (sign in again); too many wrong " +
      "codes a 429.",
    body: twoFactorSignInSchema,
    response: z.union([investorSignedIn, adminSignedIn]),
    errors: { 401: "An unknown, expired, used or worn-out challenge: sign in again", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/2fa/setup", "user", "Auth", "Start two-factor setup", {
    description:
      "A new secret, stored encrypted and not active until enabled; `otpauthUrl` is for the QR code. 409 when " +
      "two-factor sign-in is already on.",
    response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
    errors: { 409: "Two-factor sign-in is already on" },
  }),
  route("POST /api/auth/2fa/enable", "user", "Auth", "Turn on two-factor sign-in", {
    description:
      "The account's password and a current code of the pending secret turn it on (a wrong password is a " +
      "400 on `password`, through the same limited check as the other password forms); the ten recovery " +
      "codes are shown only here. The user is e-mailed.",
    body: enableTwoFactorSchema,
    response: z.object({ recoveryCodes: z.array(z.string()).length(10) }),
    errors: { 409: "Two-factor sign-in is already on", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/2fa/disable", "user", "Auth", "Turn off two-factor sign-in", {
    description: "Needs the password and a current code or a recovery code. The user is e-mailed.",
    body: disableTwoFactorSchema,
    response: z.object({ message: z.string(), enabled: z.literal(false) }),
    errors: { 409: "Two-factor sign-in is not on", 429: RATE_LIMITED },
  }),
  route("GET /api/auth/2fa/status", "user", "Auth", "Is two-factor sign-in on?", {
    response: z.object({ enabled: z.boolean() }),
  }),
  route("GET /api/auth/sessions", "user", "Auth", "The caller's active sessions", {
    description: "Newest first; `current` marks the session of this request.",
    response: z.object({ sessions: z.array(sessionSchema) }),
  }),
  route("DELETE /api/auth/sessions/[id]", "user", "Auth", "Sign out one of the caller's sessions", {
    description:
      "Another user's session, or an unknown id, is a 404. Ending the current one also clears the cookie.",
    response: messageAnswer,
  }),
  route("POST /api/auth/sessions/revoke-others", "user", "Auth", "Sign out every other session", {
    response: z.object({ message: z.string(), count: z.number().int() }),
  }),
  route("GET /api/users/security", "user", "Account", "Sign-in security settings", {
    response: securitySettingsAnswer,
  }),
  route("PUT /api/users/security", "user", "Account", "Save sign-in security settings", {
    description:
      "Any of the settings; `sessionTimeout` in minutes. `whitelistOnly: true` takes effect at once; `false` " +
      "needs `pin` (and `otp` with two-factor on) and takes effect after ADDRESS_COOLDOWN_HOURS " +
      "(`whitelistOffAt`). Answers the saved settings. Or `{ antiPhishingCode, password }` alone: sets, " +
      "changes or (null) removes the anti-phishing code printed in every e-mail Apex sends the user (4 to 20 " +
      "letters and digits; the password is required), answered masked but for its last two characters.",
    body: securityPutSchema,
    response: z.union([securitySettingsAnswer, antiPhishingAnswer]),
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/signout", "public", "Auth", "Sign out", {
    description:
      "Ends the session on the server (its token is refused from then on) and clears the cookie; works without a session too.",
    response: messageAnswer,
  }),
  route("POST /api/auth/admin/login", "public", "Auth", "Administrator sign-in", {
    description: `${sessionNote} A non-administrator gets the same 401 as a wrong password. ${twoFactorNote}`,
    body: signinSchema,
    response: z.union([adminSignedIn, twoFactorChallenge]),
    errors: { 401: "Wrong e-mail or password, or not an administrator", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/verify-email", "public", "Auth", "Confirm the e-mail address with its code", {
    body: verifyEmailSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/resend-code", "public", "Auth", "Send a new e-mail code", {
    description: "Answers the same whether or not the account exists.",
    body: resendCodeSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/forgot-password", "public", "Auth", "Ask for a password reset link", {
    description: "Answers the same, in the same time, whether or not the address exists.",
    body: forgotPasswordSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/reset-password", "public", "Auth", "Set a new password with a reset token", {
    description: "Ends every session of the account.",
    body: resetPasswordSchema,
    response: messageAnswer,
  }),
  route("POST /api/auth/change-password", "user", "Auth", "Change the password", {
    description: `Ends every other session. ${sessionNote}`,
    body: changePasswordSchema,
    response: z.object({ message: z.string(), token: z.string() }),
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/validate", "public", "Auth", "Is this session valid?", {
    description: "Always 200. Reads the bearer token or the cookie; clears a dead cookie.",
    response: z.object({ isAuthenticated: z.boolean(), role: z.enum(["INVESTOR", "ADMIN"]).optional() }),
  }),
];
