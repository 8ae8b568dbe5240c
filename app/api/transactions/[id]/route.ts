// PUT /api/transactions/{id} {type, asset, amount, status, details, name, phone, planName, usdEquivalent} -> transaction;
// DELETE /api/transactions/{id}
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { deleteTransaction } from "@/lib/admin/delete-transaction";
import { updateTransaction } from "@/lib/admin/update-transaction";
import { updateTransactionSchema } from "@/lib/validation/admin";

export const PUT = adminRoute(async ({ req, params, user }) =>
  updateTransaction(user.id, parseId(params.id), await parseBody(req, updateTransactionSchema)),
);

export const DELETE = adminRoute(async ({ params, user }) => deleteTransaction(user.id, parseId(params.id)));
