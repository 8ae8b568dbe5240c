// GET /api/ready -> 200 { status: "ready", checks } when this instance can take traffic (database reachable,
// migrations applied, job worker running, not shutting down); else 503 { status: "unavailable", checks } with
// Retry-After, so a load balancer sends its traffic elsewhere. Each check is a word (lib/lifecycle/readiness.ts).
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";
import { readiness } from "@/lib/lifecycle/readiness";

export const dynamic = "force-dynamic";

const RETRY_AFTER_SECONDS = 5;

export const GET = publicRoute(
  async () => {
    const { ready, checks } = await readiness();
    return ready
      ? NextResponse.json({ status: "ready", checks }, { headers: { "Cache-Control": "no-store" } })
      : NextResponse.json(
          { status: "unavailable", checks },
          {
            status: 503,
            headers: { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) },
          },
        );
  },
  { whileDraining: true },
);
