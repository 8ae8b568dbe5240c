// The hot wallets approved withdrawals are sent from: each network's address, what it holds, the payouts on
// their way and, when payouts wait (short of funds or gas, fees above the cap), the alert saying why.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatAssetAmount, formatDateTime } from "@/lib/format";
import { useHotWallets, type HotWallet } from "@/lib/hooks/admin/use-hot-wallets";
import { useAdminCan } from "../../use-admin-can";
import { BitcoinBatchCard } from "./bitcoin-batch-card";
import { TronBatchCard } from "./tron-batch-card";

function WalletCard({ w }: { w: HotWallet }) {
  const t = useTranslations("admin.withdrawals.wallets");
  const titleId = `hot-wallet-${w.chain}`;
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium">
          {w.network}
        </h3>
        {w.alert && <Badge variant="warning">{t("alert")}</Badge>}
      </div>
      <div className="space-y-0.5 text-sm">
        <div className="text-muted-foreground">{t("address")}</div>
        <div className="flex items-center gap-1">
          <span className="min-w-0 font-mono text-xs wrap-anywhere">{w.address}</span>
          <CopyButton
            value={w.address}
            label={t("copyAddress")}
            variant="ghost"
            size="sm"
            className="h-8 px-2"
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {w.balances?.map((b) => (
          <div key={b.asset} className="contents">
            <dt className="text-muted-foreground">{b.asset}</dt>
            <dd className="text-right tabular-nums wrap-anywhere">
              {/* The node's full precision (18 decimals for ETH) is noise here: the asset's own decimals. */}
              {formatAssetAmount(b.amount, b.asset)}
            </dd>
          </div>
        ))}
        <dt className="text-muted-foreground">{t("pending")}</dt>
        <dd className="text-right tabular-nums">{w.pending}</dd>
      </dl>
      {w.balances === null && w.error && (
        <p className="text-xs wrap-anywhere text-destructive">{t("noBalances", { error: w.error })}</p>
      )}
      {w.alert && (
        <div role="alert" className="space-y-0.5 text-xs">
          <p className="line-clamp-4 wrap-anywhere text-warning" title={w.alert}>
            {w.alert}
          </p>
          {w.alertAt && <p className="text-muted-foreground">{formatDateTime(w.alertAt)}</p>}
        </div>
      )}
    </section>
  );
}

export function HotWalletCards() {
  const t = useTranslations("admin.withdrawals.wallets");
  const allowed = useAdminCan()("operations.read");
  const wallets = useHotWallets({ enabled: allowed });
  if (!allowed) return null;
  return (
    <section aria-labelledby="hot-wallets" className="space-y-4">
      <div>
        <h2 id="hot-wallets" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {wallets.isError ? (
        <LoadError compact message={t("loadError")} onRetry={() => void wallets.refetch()} />
      ) : wallets.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t("loading")}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          <Skeleton className="h-40 w-full" />
        </div>
      ) : wallets.data.wallets.length === 0 && !wallets.data.bitcoin && !wallets.data.tron ? (
        <p className="rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {wallets.data.wallets.map((w) => (
            <WalletCard key={w.chain} w={w} />
          ))}
          {wallets.data.bitcoin && <BitcoinBatchCard status={wallets.data.bitcoin} />}
          {wallets.data.tron && <TronBatchCard status={wallets.data.tron} />}
        </div>
      )}
    </section>
  );
}
