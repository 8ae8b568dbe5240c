// The Bitcoin withdrawals paid by one transaction signed offline: how many wait for a batch, the export of the
// batch as a PSBT to download (or its cancellation before it is signed), the wallet's balance, the upload of the
// signed transaction, which the server checks against the batch before broadcasting it, and any signed batch
// the node refused, with its reason and its cancellation.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { shortenAddress } from "@/lib/format";
import {
  useCancelBitcoinBatch,
  useExportBitcoinBatch,
  useUploadSignedBatch,
  type BitcoinBatchStatus,
} from "@/lib/hooks/admin/use-hot-wallets";
import { useAdminCan } from "../../use-admin-can";

export function BitcoinBatchCard({ status }: { status: BitcoinBatchStatus }) {
  const t = useTranslations("admin.withdrawals.bitcoin");
  const mayDecide = useAdminCan()("withdrawals.decide");
  const exporter = useExportBitcoinBatch();
  const uploader = useUploadSignedBatch();
  const canceller = useCancelBitcoinBatch();
  const [signed, setSigned] = useState("");
  const fieldId = useId();
  const batch = status.batch;

  return (
    <section
      aria-labelledby="bitcoin-batch"
      className="min-w-0 space-y-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <div>
        <h3 id="bitcoin-batch" className="font-medium">
          {t("title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {status.balance ? (
        <p className="text-sm wrap-anywhere">
          {t("balance", { confirmed: status.balance.confirmed, unconfirmed: status.balance.unconfirmed })}
        </p>
      ) : (
        status.balanceError && <p className="text-sm text-muted-foreground">{t("balanceUnknown")}</p>
      )}
      <p className="text-sm">{t("queued", { count: status.queued })}</p>
      {status.refused.map((refused) => (
        <div key={refused.id} role="alert" className="space-y-2 rounded-md border border-destructive/50 p-3">
          <p className="text-sm wrap-anywhere text-destructive">
            {t("refused", { id: refused.id, reason: refused.refusal })}{" "}
            <span className="font-mono text-xs" title={refused.txid}>
              {shortenAddress(refused.txid)}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">{t("refusedHint")}</p>
          {mayDecide && (
            <Button
              variant="outline"
              size="sm"
              disabled={canceller.isPending}
              aria-busy={canceller.isPending || undefined}
              onClick={() => canceller.mutate(refused.id)}
            >
              {canceller.isPending ? t("cancelling") : t("cancel")}
            </Button>
          )}
        </div>
      ))}
      {!batch && canceller.isError && (
        <p role="alert" className="text-sm wrap-anywhere text-destructive">
          {errorMessage(canceller.error, t("cancelFailed"))}
        </p>
      )}
      {mayDecide && status.queued > 0 && (
        <Button
          variant="outline"
          disabled={exporter.isPending}
          aria-busy={exporter.isPending || undefined}
          onClick={() => exporter.mutate()}
        >
          {exporter.isPending ? t("exporting") : t("export")}
        </Button>
      )}
      {exporter.isError && (
        <p role="alert" className="text-sm wrap-anywhere text-destructive">
          {errorMessage(exporter.error, t("exportFailed"))}
        </p>
      )}
      {batch && (
        <div className="space-y-3 border-t pt-3">
          <p className="text-sm wrap-anywhere">
            {t("batch", { id: batch.id, count: batch.withdrawals.length, fee: batch.fee })}{" "}
            <span className="font-mono text-xs" title={batch.txid}>
              {shortenAddress(batch.txid)}
            </span>
          </p>
          <a
            className="inline-flex text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            href={`data:application/octet-stream;base64,${batch.psbt}`}
            download={`apex-bitcoin-batch-${batch.id}.psbt`}
          >
            {t("download")}
          </a>
          {mayDecide && (
            <Button
              variant="outline"
              size="sm"
              className="ml-3"
              disabled={canceller.isPending}
              aria-busy={canceller.isPending || undefined}
              onClick={() => canceller.mutate(batch.id)}
            >
              {canceller.isPending ? t("cancelling") : t("cancel")}
            </Button>
          )}
          {canceller.isError && (
            <p role="alert" className="text-sm wrap-anywhere text-destructive">
              {errorMessage(canceller.error, t("cancelFailed"))}
            </p>
          )}
          {mayDecide && (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (!signed.trim() || uploader.isPending) return;
                uploader.mutate({ id: batch.id, signed: signed.trim() }, { onSuccess: () => setSigned("") });
              }}
            >
              <label htmlFor={fieldId} className="block text-sm font-medium">
                {t("signedLabel")}
              </label>
              <textarea
                id={fieldId}
                value={signed}
                onChange={(e) => setSigned(e.target.value)}
                rows={3}
                spellCheck={false}
                className="w-full rounded-md border bg-background p-2 font-mono text-xs wrap-anywhere"
              />
              <Button
                type="submit"
                disabled={uploader.isPending || !signed.trim()}
                aria-busy={uploader.isPending || undefined}
              >
                {uploader.isPending ? t("uploading") : t("upload")}
              </Button>
            </form>
          )}
        </div>
      )}
      {uploader.isError && (
        <p role="alert" className="text-sm wrap-anywhere text-destructive">
          {errorMessage(uploader.error, t("uploadFailed"))}
        </p>
      )}
      {uploader.isSuccess &&
        (uploader.data.batch.refusal ? (
          <p role="alert" className="text-sm wrap-anywhere text-destructive">
            {t("uploadedRefused", { reason: uploader.data.batch.refusal })}
          </p>
        ) : (
          <p role="status" className="text-sm wrap-anywhere text-success">
            {t("uploaded", { txid: uploader.data.batch.txid })}
          </p>
        ))}
    </section>
  );
}
