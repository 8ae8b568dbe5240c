// GET /api/health -> { status: "ok" }: the process is up and answering (liveness). No database, no work, so a
// probe never restarts an instance for an outage elsewhere; still "ok" while a shutdown drains.
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = publicRoute(
  async () => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
  { whileDraining: true },
);
