// GET /api/metrics: the process's registry in the Prometheus text format, for the METRICS_TOKEN bearer only.
import { assertMetricsAuthorized } from "./authorize";
import { registerGauges } from "./gauges";
import { metrics } from "./registry";

export async function metricsResponse(req: Request): Promise<Response> {
  assertMetricsAuthorized(req);
  const { registry } = metrics();
  if (!registry.getSingleMetric("apex_jobs")) registerGauges(registry);
  const body = await registry.metrics();
  return new Response(body, {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}
