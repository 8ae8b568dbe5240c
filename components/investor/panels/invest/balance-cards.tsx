"use client";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { Alert } from "@/components/ui/alert";
import { coinBalances, useBalances } from "@/lib/hooks/use-balances";
import { formatAmount } from "@/lib/format";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { COINS } from "@/lib/enums";

/** Invest: "Four balance cards (BTC, ETH, USDT, USDC available)". */
export function BalanceCards() {
  const t = useTranslations("investor.invest.balances");
  const assetName = useTranslations("investor.shell.assets");
  const balances = useBalances();
  const coins = coinBalances(balances.data);
  return (
    <section aria-labelledby="invest-balances" className="space-y-3">
      <h2 id="invest-balances" className="sr-only">
        {t("heading")}
      </h2>
      {balances.isError && !balances.data && <Alert variant="error">{t("loadFailed")}</Alert>}
      <StatGrid>
        {COINS.map((coin) => (
          <StatCard
            key={coin}
            title={assetName(coin)}
            value={balances.data ? formatAmount(coins[coin], coin) : balances.isError ? "—" : undefined}
            subtitle={t("available", { symbol: ASSET_SYMBOLS[coin] })}
          />
        ))}
      </StatGrid>
    </section>
  );
}
