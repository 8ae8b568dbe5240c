"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useObjectUrl } from "@/lib/hooks/use-object-url";
import { useReservesProof, type PorProof } from "@/lib/hooks/use-reserves-proof";
import { verifyProofInBrowser, type BrowserCheck } from "@/lib/reserves/verify-proof-browser";

const ASSETS = ["USD", "BTC", "ETH", "USDT", "USDC"] as const;

/** The proof is checked here, in the browser, with Web Crypto: "Verified" does not rest on the server's word. */
function useBrowserCheck(proof: PorProof | null | undefined): BrowserCheck | "checking" | null {
  const [check, setCheck] = useState<BrowserCheck | "checking" | null>(null);
  useEffect(() => {
    if (!proof) return setCheck(null);
    let live = true;
    setCheck("checking");
    verifyProofInBrowser(proof).then(
      (result) => live && setCheck(result),
      () => live && setCheck({ ok: false, reason: "malformed", rootHash: null }),
    );
    return () => {
      live = false;
    };
  }, [proof]);
  return check;
}

export function ProofOfReservesPanel() {
  const t = useTranslations("investor.reserves");
  const query = useReservesProof();
  const proof = query.data;
  const check = useBrowserCheck(proof);
  const file = useMemo(
    () => (proof ? new Blob([JSON.stringify(proof, null, 2)], { type: "application/json" }) : null),
    [proof],
  );
  const downloadUrl = useObjectUrl(file);

  if (query.isError)
    return <LoadError compact message={t("loadFailed")} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (!proof) return <Alert>{t("notIncluded")}</Alert>;

  const taken = new Date(proof.takenAt);
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {check === "checking" || check === null ? (
        <Alert>{t("checking")}</Alert>
      ) : check.ok ? (
        <Alert variant="success">{t("verified")}</Alert>
      ) : (
        <Alert variant="error">{t(`failed.${check.reason}`)}</Alert>
      )}

      <section aria-labelledby="por-amounts" className="space-y-3 rounded-lg border bg-card p-5 sm:p-6">
        <h2 id="por-amounts" className="text-lg font-semibold">
          {t("amountsTitle", { date: taken })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {ASSETS.map((asset) => (
            <div key={asset}>
              <dt className="text-sm text-muted-foreground">{asset}</dt>
              <dd className="font-mono text-sm">{proof.leaf.amounts[asset]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="por-root" className="space-y-2 rounded-lg border bg-card p-5 sm:p-6">
        <h2 id="por-root" className="text-lg font-semibold">
          {t("rootTitle")}
        </h2>
        <p className="break-all font-mono text-xs">{proof.root.hash}</p>
        <p className="text-sm text-muted-foreground">{t("compare")}</p>
        {downloadUrl && (
          <a
            href={downloadUrl}
            download={`apex-proof-${proof.snapshotId}.json`}
            className="inline-block font-medium text-primary underline"
          >
            {t("download")}
          </a>
        )}
      </section>
    </div>
  );
}
