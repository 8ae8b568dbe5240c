"use client";

import { Bitcoin, Coins, Gem, Wallet, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { UsdFigure, useUsdText } from "@/components/investor/usd-figure";
import { CopyButton } from "@/components/ui/copy-button";
import { LoadError } from "@/components/ui/load-error";
import { formatAmount } from "@/lib/format";
import { useBalances, useMainBalance } from "@/lib/hooks/use-balances";
import { Money } from "@/lib/money/decimal";

type Card = {
  key: string;
  title: string;
  /** The figure as text: what Copy copies. */
  value: string | undefined;
  /** What the card shows, when not the text itself (a dollar figure in the display currency, with its rate). */
  shown?: ReactNode;
  subtitle: string;
  icon: LucideIcon;
};

/**
 * Overview balance cards: Main Balance (USD, 2 decimals), Bitcoin (8), Ethereum (6) and
 * Stablecoins (USDT + USDC, 2). The spec's trend figures are fixed decorative numbers, so none are shown:
 * a made-up "+2.5%" beside a real balance would read as a real figure.
 */
export function BalanceCards() {
  const t = useTranslations("investor.overview.balances");
  const main = useMainBalance();
  const coins = useBalances();
  const usdText = useUsdText();
  const failed = [main, coins].filter((q) => q.error && !q.data);
  if (failed.length > 0) {
    return <LoadError compact message={t("loadFailed")} onRetry={() => failed.forEach((q) => q.refetch())} />;
  }

  const b = coins.data?.balances;
  // Summed exactly: two display numbers added as floats can show a stray last digit.
  const stable = b && new Money(b.Usdt.usdtBalance).plus(b.Usdc.usdcBalance).toFixed();
  const cards: Card[] = [
    {
      key: "main",
      title: t("main.title"),
      value: main.data && usdText(main.data.mainBalance),
      shown: main.data && <UsdFigure value={main.data.mainBalance} />,
      subtitle: t("main.subtitle"),
      icon: Wallet,
    },
    {
      key: "bitcoin",
      title: t("bitcoin.title"),
      value: b && formatAmount(b.Bitcoin.bitcoinBalance, "BITCOIN"),
      subtitle: t("bitcoin.subtitle"),
      icon: Bitcoin,
    },
    {
      key: "ethereum",
      title: t("ethereum.title"),
      value: b && formatAmount(b.Ethereum.ethereumBalance, "ETHEREUM"),
      subtitle: t("ethereum.subtitle"),
      icon: Gem,
    },
    {
      key: "stablecoins",
      title: t("stablecoins.title"),
      // Dollar stablecoins, shown as dollars (as the admin side shows USDT and USDC); which coins, beneath.
      value: stable && usdText(stable),
      shown: stable && <UsdFigure value={stable} />,
      subtitle: b
        ? `${formatAmount(b.Usdt.usdtBalance, "USDT")} + ${formatAmount(b.Usdc.usdcBalance, "USDC")}`
        : "USDT + USDC",
      icon: Coins,
    },
  ];

  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title" className="sr-only">
        {t("heading")}
      </h2>
      <StatGrid>
        {cards.map((card) => (
          <StatCard
            key={card.key}
            title={card.title}
            value={card.shown ?? card.value}
            subtitle={card.subtitle}
            icon={card.icon}
            actions={
              card.value !== undefined && (
                <CopyButton
                  value={card.value}
                  label={t("copyLabel", { title: card.title })}
                  variant="ghost"
                  className="h-8 px-2 text-xs"
                >
                  <span className="sr-only">{t("copy")}</span>
                </CopyButton>
              )
            }
          />
        ))}
      </StatGrid>
    </section>
  );
}
