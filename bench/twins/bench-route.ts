// Bench-only route handlers (app/api/bench/*, measured by `npm run bench:api`). They exist in every build
// but answer only when the server was started for the bench: APEX_BENCH_ROUTES=1 and a database named
// apex_bench_* (the throw-away database bench/api/run.ts creates), so a production server, whose database
// is never called that, cannot be talked into serving them. Both are read once, when the module loads.
// Otherwise each answers the API's plain 404 (`{ message: "Not found" }`, as for an unknown id) before it
// reads anything: no query, nothing whose timing could be probed. That the paths exist is no secret (they
// are in the source); what they would serve is.
import { notFound } from "@/lib/api/errors";
import { parseId, publicRoute } from "@/lib/api/route";

function databaseName(url: string | undefined): string {
  try {
    return url ? decodeURIComponent(new URL(url).pathname.slice(1)) : "";
  } catch {
    return "";
  }
}

const enabled =
  process.env.APEX_BENCH_ROUTES === "1" && databaseName(process.env.DATABASE_URL).startsWith("apex_bench_");

type Args = { req: Request; userId: number };

/** A bench handler: the same wrapper as the app's public routes (so only authentication differs from the
 *  real route it stands beside), the user named by `?userId=`. */
export function benchRoute(fn: (args: Args) => Promise<Response | Record<string, unknown>>) {
  return publicRoute(async ({ req }) => {
    if (!enabled) throw notFound();
    const userId = new URL(req.url).searchParams.get("userId");
    return fn({ req, userId: userId === null ? 0 : parseId(userId) });
  });
}
