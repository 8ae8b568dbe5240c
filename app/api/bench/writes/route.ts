// Bench only (bench/twins/bench-route.ts): one money write for `npm run bench:writes`, through the app's own
// function or as its bare twin (bench/twins/bench-writes.ts), without authentication.
import { benchWrite, benchWriteFromQuery } from "@/bench/twins/bench-writes";
import { benchRoute } from "@/bench/twins/bench-route";

export const POST = benchRoute(async ({ req, userId }) => benchWrite(benchWriteFromQuery(req, userId)));
