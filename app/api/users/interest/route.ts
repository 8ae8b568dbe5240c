// GET /api/users/interest?from&to[&format=csv][&subscriptionId]: the caller's per-day interest statement
// (docs/architecture.md, "Money rules"), JSON { from, to, days[], total } or a CSV download. Own rows only.
import { parseQuery, userRoute } from "@/lib/api/route";
import { interestStatementCsv } from "@/lib/interest/interest-statement-csv";
import { interestStatementOutput, listInterestStatement } from "@/lib/interest/list-interest-statement";
import { interestStatementQuerySchema } from "@/lib/validation/interest";

export const GET = userRoute(async ({ req, user }) => {
  const query = parseQuery(req, interestStatementQuerySchema);
  const statement = await listInterestStatement(user.id, query);
  return query.format === "csv" ? interestStatementCsv(statement) : interestStatementOutput(statement);
});
