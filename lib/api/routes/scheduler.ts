// The host scheduler's routes (the CRON_SECRET bearer only).
import { z } from "zod";
import { cronScanSchema } from "@/lib/deposits/watch/cron-scan";
import { described } from "@/lib/api/openapi/answers";
import { route, type RouteEntry } from "./route-entry";

export const schedulerRoutes: RouteEntry[] = [
  route("GET /api/cron/interest", "cron", "Operations", "Daily interest pass (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. Safe to call twice: each (subscription, day) credits once.",
    response: described("`{ processed, totalCredited, ... }`"),
  }),

  route("GET /api/cron/deposits", "cron", "Operations", "Scan every watched chain for deposits (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. One scan of each chain whose node URL is set: new blocks recorded, " +
      "transfers to investors' addresses recorded as PENDING deposits, deposits at the required depth credited " +
      "once. Safe on every instance at once. A chain whose node fails is reported with `error`, the others go on.",
    response: cronScanSchema,
  }),

  route("GET /api/cron/payouts", "cron", "Operations", "Advance every hot-wallet payout (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. One step of every payout: an approved withdrawal on a network " +
      "with a hot wallet is signed, recorded and sent (BROADCAST), a sent one is followed (replaced with a " +
      "higher fee when stuck, COMPLETED at the required confirmations, FAILED and refunded when reverted). " +
      "`id` is the withdrawal request's. Safe on every instance at once.",
    response: z.object({
      payouts: z.array(
        z.object({
          id: z.number().int(),
          status: z.enum(["APPROVED", "BROADCAST", "COMPLETED", "FAILED"]),
          txHash: z.string().nullable(),
        }),
      ),
    }),
  }),
];
