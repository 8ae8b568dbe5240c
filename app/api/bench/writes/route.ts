// Bench only (lib/bench/bench-route.ts): one money write for `npm run bench:writes`, through the app's own
// function or as its bare twin (lib/bench/bench-writes.ts), without authentication.
// ?op=withdrawal|subscription|credit&bare=1&userId=&planId=&adminId=
import { badRequest } from "@/lib/api/errors";
import { parseId } from "@/lib/api/route";
import { BENCH_WRITE_OPS, benchWrite, type BenchWriteOp } from "@/lib/bench/bench-writes";
import { benchRoute } from "@/lib/bench/bench-route";

export const POST = benchRoute(async ({ req, userId }) => {
  const params = new URL(req.url).searchParams;
  const op = params.get("op") as BenchWriteOp;
  if (!BENCH_WRITE_OPS.includes(op)) throw badRequest("op must be withdrawal, subscription or credit");
  return benchWrite({
    op,
    bare: params.get("bare") === "1",
    userId,
    planId: parseId(params.get("planId") ?? "0"),
    adminId: parseId(params.get("adminId") ?? "0"),
  });
});
