// The back office's operations screens: ledger reconciliation and the background jobs.
import { z } from "zod";
import { jobCountsSchema, jobListQuerySchema, listedJobSchema } from "@/lib/validation/jobs";
import { systemStatusSchema } from "@/lib/alerts/system-status";
import { described, paginationAnswer } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminOperationsRoutes: RouteEntry[] = [
  route(
    "GET /api/admin/reconcile",
    admin("operations.read"),
    "Admin: money",
    "Reconcile balances against the ledger",
    {
      response: described("Balances that differ from their ledger sums (none when all agree)"),
    },
  ),
  route("GET /api/admin/system", admin("operations.read"), "Admin: money", "The money conditions", {
    description:
      "Each condition Apex watches by itself (a hot wallet low, a deposit scanner stalled, a reconciliation " +
      "mismatch, a dead job, a stale price feed) with its state, since when and the figure that decided it, as " +
      "the last check (the job worker's, each minute, or GET /api/cron/jobs) recorded them. The OWNER and " +
      "FINANCE administrators are told by e-mail and bell notice when one starts and when it clears.",
    response: systemStatusSchema,
  }),
  route("GET /api/admin/jobs", admin("operations.read"), "Admin: jobs", "Background jobs", {
    description:
      "The durable queue (e-mails, sign-in notices, interest runs): one page, newest change first, optionally " +
      "of one `status`, with the number of jobs in each status (`retrying`: waiting after a failed try). " +
      "Payloads are never shown.",
    query: jobListQuerySchema,
    response: z.object({
      jobs: z.array(listedJobSchema),
      counts: jobCountsSchema,
      pagination: paginationAnswer,
    }),
  }),
  route("POST /api/admin/jobs/[id]/retry", admin("jobs.retry"), "Admin: jobs", "Retry a failed job", {
    description: "A FAILED job (dead letter) waits again, due at once, its tries counted from zero; audited.",
    response: z.object({ message: z.string(), job: listedJobSchema }),
    errors: { 404: "No such job", 409: "The job is not FAILED" },
  }),
];
