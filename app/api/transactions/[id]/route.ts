// PUT /api/transactions/{id} {type, asset, amount, status, details, name, phone, planName, usdEquivalent} -> transaction;
// DELETE /api/transactions/{id}. Either answers 202 (awaiting a second administrator) when it would change a balance.
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { deleteTransactionOrPropose, updateTransactionOrPropose } from "@/lib/admin/approvals/gates";
import { updateTransactionSchema } from "@/lib/validation/admin";

export const PUT = adminRoute(async ({ req, params, user }) =>
  updateTransactionOrPropose(user.id, parseId(params.id), await parseBody(req, updateTransactionSchema)),
);

export const DELETE = adminRoute(async ({ params, user }) =>
  deleteTransactionOrPropose(user.id, parseId(params.id)),
);
