import { useTranslations } from "next-intl";
import type { UseQueryResult } from "@tanstack/react-query";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { LoadError } from "@/components/ui/load-error";
import { coinBalances, type BalancesResponse } from "@/lib/hooks/use-balances";
import { COINS } from "@/lib/enums";
import { formatAssetAmount } from "@/lib/format";
import { ASSET_SYMBOLS } from "@/lib/labels";

/** What each coin has available to withdraw (Withdrawals: balance cards above the form). */
export function WithdrawalBalanceCards({ query }: { query: UseQueryResult<BalancesResponse> }) {
  const t = useTranslations("investor.withdrawals.balances");
  const assetName = useTranslations("investor.shell.assets");
  if (query.isError && !query.data) {
    return <LoadError compact message={t("loadFailed")} onRetry={() => query.refetch()} />;
  }
  const balances = query.data ? coinBalances(query.data) : undefined;
  return (
    <StatGrid>
      {COINS.map((coin) => (
        <StatCard
          key={coin}
          title={t("title", { asset: assetName(coin) })}
          value={
            balances && (
              <>
                {formatAssetAmount(balances[coin], coin)}{" "}
                <span className="text-base text-muted-foreground">{ASSET_SYMBOLS[coin]}</span>
              </>
            )
          }
          subtitle={t("subtitle")}
        />
      ))}
    </StatGrid>
  );
}
