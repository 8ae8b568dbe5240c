// Each watched network's scanner: how far it got, how far behind the tip, and what went wrong last.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import type { DepositScanner } from "@/lib/hooks/admin/use-admin-deposits";

type Health = "waiting" | "failing" | "behind" | "ok";
const HEALTH_VARIANT = { waiting: "outline", failing: "danger", behind: "warning", ok: "success" } as const;

/** Failing when the last error came after the last good scan; behind when more blocks wait than a deposit
 *  needs to be credited. */
export function scannerHealth(s: DepositScanner): Health {
  if (!s.scanned) return "waiting";
  if (s.lastErrorAt && (!s.scannedAt || s.lastErrorAt >= s.scannedAt)) return "failing";
  if (s.lag !== null && s.lag > s.requiredConfirmations) return "behind";
  return "ok";
}

/** Block heights as explorers write them, without separators, so one can be searched for as it is. */
const blockNumber = (n: number) => String(n);

function ScannerCard({ s }: { s: DepositScanner }) {
  const t = useTranslations("admin.deposits.scanners");
  const none = useTranslations("admin.deposits")("notAvailable");
  const health = scannerHealth(s);
  const titleId = `scanner-${s.chain}`;
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium">
          {s.network}
        </h3>
        <Badge variant={HEALTH_VARIANT[health]}>{t(`health.${health}`)}</Badge>
      </div>
      {!s.scanned && <p className="text-sm text-muted-foreground">{t("notScanned")}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("lastBlock")}</dt>
        <dd className="text-right tabular-nums">{s.height === null ? none : blockNumber(s.height)}</dd>
        <dt className="text-muted-foreground">{t("tip")}</dt>
        <dd className="text-right tabular-nums">{s.tip === null ? none : blockNumber(s.tip)}</dd>
        <dt className="text-muted-foreground">{t("lag")}</dt>
        <dd className="text-right tabular-nums">{s.lag === null ? none : t("lagBlocks", { lag: s.lag })}</dd>
        <dt className="text-muted-foreground">{t("lastScan")}</dt>
        <dd className="text-right">{s.scannedAt ? formatDateTime(s.scannedAt) : none}</dd>
        <dt className="text-muted-foreground">{t("required")}</dt>
        <dd className="text-right tabular-nums">{s.requiredConfirmations}</dd>
      </dl>
      {s.lastError && (
        <div className="space-y-0.5 text-xs">
          <div className="text-muted-foreground">{t("lastError")}</div>
          {/* wrap-anywhere: a node's error quoting a long URL or hash must not widen the card. */}
          <p className="line-clamp-3 wrap-anywhere text-destructive" title={s.lastError}>
            {s.lastError}
          </p>
          {s.lastErrorAt && (
            <p className="text-muted-foreground">{t("errorAt", { date: formatDateTime(s.lastErrorAt) })}</p>
          )}
        </div>
      )}
    </section>
  );
}

type Props = {
  scanners: DepositScanner[] | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
};

export function ScannerCards({ scanners, isLoading, failed, onRetry }: Props) {
  const t = useTranslations("admin.deposits.scanners");
  return (
    <section aria-labelledby="deposit-scanners" className="space-y-4">
      <h2 id="deposit-scanners" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {failed ? (
        <LoadError compact message={t("loadError")} onRetry={onRetry} />
      ) : isLoading || !scanners ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
      ) : scanners.length === 0 ? (
        <p className="rounded-lg border bg-muted/40 p-4 text-sm wrap-anywhere text-muted-foreground">
          {t("none")}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {scanners.map((s) => (
            <ScannerCard key={s.chain} s={s} />
          ))}
        </div>
      )}
    </section>
  );
}
