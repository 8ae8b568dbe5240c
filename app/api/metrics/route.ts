// GET /api/metrics with Authorization: Bearer <METRICS_TOKEN>: Prometheus's scrape (404 while the token is unset).
import { publicRoute } from "@/lib/api/route";
import { metricsResponse } from "@/lib/metrics/scrape";

export const dynamic = "force-dynamic";

// Answered while a shutdown drains: a scrape that failed then would read as the instance down.
export const GET = publicRoute(async ({ req }) => metricsResponse(req), { whileDraining: true });
