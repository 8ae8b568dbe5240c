// Bench only (bench/twins/bench-route.ts): the floor, a handler that does nothing.
import { benchRoute } from "@/bench/twins/bench-route";

export const GET = benchRoute(async () => ({ ok: true }));
