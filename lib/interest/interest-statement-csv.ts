// GET /api/users/interest?format=csv: the statement as a download. Amounts are the exact decimals (no
// float rounding in an accounting file); plan names are user-visible text an admin typed, so they go
// through the formula-safe CSV writer.
import { toCsv } from "@/lib/csv/to-csv";
import type { InterestStatement } from "./list-interest-statement";

export const INTEREST_CSV_HEADER = ["Date", "Subscription", "Plan", "Asset", "Amount"] as const;

export function interestStatementCsv(statement: InterestStatement): Response {
  const body = toCsv(
    INTEREST_CSV_HEADER,
    statement.days.map((d) => [d.date, d.subscriptionId, d.plan, d.asset, d.amount]),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="apex-interest-${statement.from}-${statement.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
