// The host scheduler's routes (the CRON_SECRET bearer only).
import { z } from "zod";
import { cronScanSchema } from "@/lib/deposits/watch/cron-scan";
import { cronJobsSchema } from "@/lib/retention/cron-jobs";
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
      "once. Safe on every instance at once: one instance scans a chain at a time, and a chain another call is " +
      "scanning right now is reported with `skipped` (its node is not asked). A chain whose node fails is " +
      "reported with `error`, the others go on.",
    response: cronScanSchema,
  }),

  route("GET /api/cron/payouts", "cron", "Operations", "Advance every payout (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. One step of every payout: an approved withdrawal on a network " +
      "with a hot wallet is signed, recorded and sent (BROADCAST), a sent one is followed (replaced with a " +
      "higher fee when stuck, COMPLETED at the required confirmations, FAILED and refunded when reverted), and " +
      "Bitcoin and Tron transfers signed offline are followed the same way. `id` is the withdrawal request's. " +
      "Safe on every instance at once: one instance takes the step at a time, and a call made while another " +
      "is taking it answers `skipped` with no payouts.",
    response: z.object({
      skipped: z.boolean().optional(),
      payouts: z.array(
        z.object({
          id: z.number().int(),
          status: z.enum(["APPROVED", "BROADCAST", "COMPLETED", "FAILED"]),
          txHash: z.string().nullable(),
        }),
      ),
    }),
  }),

  route("GET /api/cron/jobs", "cron", "Operations", "Run due jobs and prune expired rows (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. Runs the due jobs of the durable queue (mail, sign-in notices, " +
      "interest runs; a failed try waits for its back-off) for up to about 50 s, then deletes what is kept only " +
      "for a while: DONE jobs after 30 days, idempotency keys after 24 hours, rate-limit windows that ran out, " +
      "sessions ended more than 30 days ago (the newest of each account and device is kept), and checks the money " +
      "conditions (lib/alerts: the OWNER and FINANCE administrators told when one starts or clears). For a host with no " +
      "long-lived process; a server's own job worker does the same. Safe on every instance at once and twice " +
      "in a row.",
    response: cronJobsSchema,
  }),
];
