// The Tron withdrawals paid by transfers signed offline: how many wait for an export, the payout address, the
// export of one unsigned transfer each as a JSON file to download, and the upload of the signed file, which the
// server checks transaction by transaction before broadcasting any.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format";
import {
  useExportTronBatch,
  useUploadSignedTron,
  type TronBatchStatus,
} from "@/lib/hooks/admin/use-hot-wallets";
import { useAdminCan } from "../../use-admin-can";

export function TronBatchCard({ status }: { status: TronBatchStatus }) {
  const t = useTranslations("admin.withdrawals.tron");
  const mayDecide = useAdminCan()("withdrawals.decide");
  const exporter = useExportTronBatch();
  const uploader = useUploadSignedTron();
  const [signed, setSigned] = useState("");
  const fieldId = useId();
  const fileId = useId();
  const batch = status.batch;
  const file = batch
    ? `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify({ transactions: batch.transactions }, null, 2))}`
    : "";

  return (
    <section
      aria-labelledby="tron-batch"
      className="min-w-0 space-y-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <div>
        <h3 id="tron-batch" className="font-medium">
          {t("title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <p className="text-sm wrap-anywhere">
        {t("address")} <span className="font-mono text-xs">{status.address}</span>
      </p>
      <p className="text-sm">{t("queued", { count: status.queued })}</p>
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
            {t("batch", {
              id: batch.id,
              count: batch.transactions.length,
              expiration: formatDateTime(batch.expiration),
            })}
          </p>
          <a
            className="inline-flex text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            href={file}
            download={`apex-tron-batch-${batch.id}.json`}
          >
            {t("download")}
          </a>
          {mayDecide && (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (!signed.trim() || uploader.isPending) return;
                uploader.mutate({ id: batch.id, signed: signed.trim() }, { onSuccess: () => setSigned("") });
              }}
            >
              <label htmlFor={fileId} className="block text-sm font-medium">
                {t("fileLabel")}
              </label>
              <input
                id={fileId}
                type="file"
                accept="application/json,.json"
                className="block w-full text-sm"
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  if (!chosen) return;
                  const reader = new FileReader();
                  reader.onload = () => setSigned(String(reader.result ?? ""));
                  reader.readAsText(chosen);
                }}
              />
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
      {uploader.isSuccess && (
        <p role="status" className="text-sm wrap-anywhere text-success">
          {t("uploaded", { count: uploader.data.batch.txids.length })}
        </p>
      )}
    </section>
  );
}
