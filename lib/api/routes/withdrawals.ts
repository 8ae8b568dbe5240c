// The investor's withdrawal requests (the address book and the limits have their own modules).
import { withdrawalSchema } from "@/lib/validation/withdrawals";
import { described, listOf } from "@/lib/api/openapi/answers";
import { RATE_LIMITED, withdrawalRequestAnswer } from "./shared-answers";
import { route, type RouteEntry } from "./route-entry";

export const withdrawalRoutes: RouteEntry[] = [
  route("GET /api/withdrawals", "user", "Money", "The caller's withdrawal requests", {
    description:
      "Newest first. On a network with a hot wallet an approved request moves on by itself: BROADCAST with " +
      "`txHash` once sent, COMPLETED at the network's required confirmations, or FAILED (the amount returned).",
    response: listOf("withdrawalRequests", withdrawalRequestAnswer),
  }),
  route("POST /api/withdrawals", "investor", "Money", "Ask for a withdrawal", {
    idempotent: true,
    description:
      "Needs the withdrawal PIN, and `otp` (the authenticator's current code) when two-factor sign-in is on; " +
      'the amount is held until an administrator decides. With "whitelist only" on, the address must be ' +
      "one of the caller's ACTIVE saved addresses for the asset (else 400 ADDRESS_NOT_WHITELISTED); off, an " +
      "address never withdrawn to before is marked `newAddress` and the investor is e-mailed.",
    body: withdrawalSchema,
    response: described("`{ message, ... }`"),
    errors: { 429: RATE_LIMITED },
  }),
];
