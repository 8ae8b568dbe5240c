// The back office's transactions screen: every user's money movements, its cards, corrections.
import { z } from "zod";
import { proposedAnswer } from "@/lib/admin/approvals/approval-output";
import { transactionListQuerySchema } from "@/lib/validation/admin-lists";
import { updateTransactionSchema } from "@/lib/validation/admin";
import { described, messageAnswer } from "@/lib/api/openapi/answers";
import { pagedNote } from "./shared-answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminTransactionRoutes: RouteEntry[] = [
  route("GET /api/transactions", admin("backoffice.read"), "Admin: money", "Transactions of every user", {
    description:
      `${pagedNote} Money movements only (not the audit trail's account events). \`q\` matches the type, ` +
      "status or asset (name or symbol), the plan, the owner's name, e-mail or phone, an amount or USD value, " +
      "or an id; types, statuses and the platform's details also by what they say in the administrator's " +
      "saved language.",
    query: transactionListQuerySchema,
    response: described(
      "`{ transactions[], pagination? }`; a row's details as on GET /api/users/transactions (`details`, and " +
        "`detailsCode` with `detailsParams` when the platform wrote them)",
    ),
  }),
  route(
    "GET /api/transactions/summary",
    admin("backoffice.read"),
    "Admin: money",
    "Transaction Management's cards",
    {
      description:
        "Over the rows GET /api/transactions lists. `totalVolume`: the USD value at the time of every COMPLETED " +
        "or ACTIVE transaction, in and out alike, as an exact decimal string.",
      response: z.object({
        transactions: z.number().int(),
        completed: z.number().int(),
        active: z.number().int(),
        totalVolume: z.string(),
      }),
    },
  ),
  route("PUT /api/transactions/[id]", admin("transactions.edit"), "Admin: money", "Correct a transaction", {
    accepted: proposedAnswer,
    description:
      "Under the two-person rule an edit that would change a balance is proposed (202); its proposal's payload " +
      "carries `effect`, the signed amount per asset its approval would post. Other edits are made at once.",
    body: updateTransactionSchema,
    response: described("`{ message, transaction }`"),
    errors: {
      409:
        "The change would move money that is tied elsewhere (spent, or held by a subscription or " +
        "withdrawal), or turn the transaction into another kind",
    },
  }),
  route("DELETE /api/transactions/[id]", admin("transactions.edit"), "Admin: money", "Delete a transaction", {
    accepted: proposedAnswer,
    description:
      "Under the two-person rule a deletion that would change a balance is proposed (202), its `effect` in the " +
      "proposal's payload; one that moves no money is made at once.",
    response: messageAnswer,
    errors: { 409: "The credited funds are already spent: deleting would make a balance negative" },
  }),
];
