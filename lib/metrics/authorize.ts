// Who may scrape GET /api/metrics: the METRICS_TOKEN bearer only. Unset, the route does not exist (404), so a
// server nobody configured for Prometheus shows nothing of its figures.
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError, unauthorized } from "@/lib/api/errors";
import { env } from "@/lib/env";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function assertMetricsAuthorized(req: Request): void {
  const token = env().METRICS_TOKEN;
  if (!token) throw new ApiError(404, "Not found");
  const header = req.headers.get("authorization") ?? "";
  const given = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : "";
  // Fixed-length digests make the comparison constant-time whatever the header's length.
  if (!given || !timingSafeEqual(digest(given), digest(token)))
    throw unauthorized("Invalid metrics credentials");
}
