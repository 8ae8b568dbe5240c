// GET /api/cron/interest, /api/cron/deposits, /api/cron/payouts, /api/cron/jobs, /api/cron/reserves and /api/cron/referrals are for the host's scheduler only (README, "Configuration").
import { createHash, timingSafeEqual } from "node:crypto";
import { forbidden, unauthorized } from "@/lib/api/errors";
import { env } from "@/lib/env";

const digest = (value: string) => createHash("sha256").update(value).digest();

const DISABLED = {
  interest: "The interest cron endpoint is disabled (CRON_SECRET is not set)",
  deposits: "The deposits cron endpoint is disabled (CRON_SECRET is not set)",
  payouts: "The payouts cron endpoint is disabled (CRON_SECRET is not set)",
  jobs: "The jobs cron endpoint is disabled (CRON_SECRET is not set)",
  reserves: "The reserves cron endpoint is disabled (CRON_SECRET is not set)",
  referrals: "The referrals cron endpoint is disabled (CRON_SECRET is not set)",
} as const;

export function assertCronAuthorized(req: Request, endpoint: keyof typeof DISABLED = "interest"): void {
  const secret = env().CRON_SECRET;
  // Unset means the route is off: an empty secret must never match an empty header.
  if (!secret) throw forbidden(DISABLED[endpoint]);
  const header = req.headers.get("authorization") ?? "";
  const given = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : "";
  // Fixed-length digests make the comparison constant-time whatever the header's length.
  if (!given || !timingSafeEqual(digest(given), digest(secret)))
    throw unauthorized("Invalid cron credentials");
}
