// POST /api/admin/payouts/tron/batches/{id}/signed { signed } -> batch { id, txids, state } (checked, recorded, broadcast)
import { adminRoute, BODY_LIMIT, parseBody, parseId } from "@/lib/api/route";
import { signedBatchSchema } from "@/lib/payouts/bitcoin/signed-batch-schema";
import { importSignedTron } from "@/lib/payouts/tron/import-signed-tron";

export const POST = adminRoute(async ({ req, params }) => {
  // The id first, as every id route does: an id no row can have is 404 whatever the body holds.
  const id = parseId(params.id);
  // A batch of ordinary size is far above the default cap: the cap is what the schema lets through.
  const { signed } = await parseBody(req, signedBatchSchema, { maxBytes: BODY_LIMIT.signedBatch });
  return { batch: await importSignedTron(id, signed) };
});
