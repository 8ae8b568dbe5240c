// Bench only (lib/bench/bench-route.ts): one money write for `npm run bench:writes`, through the app's own
// function or as its bare twin (lib/bench/bench-writes.ts), without authentication.
import { benchWrite, benchWriteFromQuery } from "@/lib/bench/bench-writes";
import { benchRoute } from "@/lib/bench/bench-route";

export const POST = benchRoute(async ({ req, userId }) => benchWrite(benchWriteFromQuery(req, userId)));
