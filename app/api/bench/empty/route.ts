// Bench only (lib/bench/bench-route.ts): the floor, a handler that does nothing.
import { benchRoute } from "@/lib/bench/bench-route";

export const GET = benchRoute(async () => ({ ok: true }));
