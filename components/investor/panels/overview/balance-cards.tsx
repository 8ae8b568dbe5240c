"use client";

import { Bitcoin, Coins, Gem, Wallet, type LucideIcon } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { CopyButton } from "@/components/ui/copy-button";
import { LoadError } from "@/components/ui/load-error";
import { formatAmount, formatUsd } from "@/lib/format";
import { useBalances, useMainBalance } from "@/lib/hooks/use-balances";
import { Money } from "@/lib/money/decimal";

export const BALANCES_LOAD_FAILED = "We couldn't load your balances. Please try again.";

type Card = { title: string; value: string | undefined; subtitle: string; icon: LucideIcon };

/**
 * Overview balance cards: Main Balance (USD, 2 decimals), Bitcoin (8), Ethereum (6) and
 * Stablecoins (USDT + USDC, 2). The spec's trend figures are fixed decorative numbers, so none are shown:
 * a made-up "+2.5%" beside a real balance would read as a real figure.
 */
export function BalanceCards() {
  const main = useMainBalance();
  const coins = useBalances();
  const failed = [main, coins].filter((q) => q.error && !q.data);
  if (failed.length > 0) {
    return (
      <LoadError compact message={BALANCES_LOAD_FAILED} onRetry={() => failed.forEach((q) => q.refetch())} />
    );
  }

  const b = coins.data?.balances;
  // Summed exactly: two display numbers added as floats can show a stray last digit.
  const stable = b && new Money(b.Usdt.usdtBalance).plus(b.Usdc.usdcBalance).toFixed();
  const cards: Card[] = [
    {
      title: "Main Balance",
      value: main.data && formatUsd(main.data.mainBalance),
      subtitle: "US dollars; interest is paid here",
      icon: Wallet,
    },
    {
      title: "Bitcoin",
      value: b && formatAmount(b.Bitcoin.bitcoinBalance, "BITCOIN"),
      subtitle: "BTC balance",
      icon: Bitcoin,
    },
    {
      title: "Ethereum",
      value: b && formatAmount(b.Ethereum.ethereumBalance, "ETHEREUM"),
      subtitle: "ETH balance",
      icon: Gem,
    },
    {
      title: "Stablecoins",
      // Dollar stablecoins, shown as dollars (as the admin side shows USDT and USDC); which coins, beneath.
      value: stable && formatUsd(stable),
      subtitle: b
        ? `${formatAmount(b.Usdt.usdtBalance, "USDT")} + ${formatAmount(b.Usdc.usdcBalance, "USDC")}`
        : "USDT + USDC",
      icon: Coins,
    },
  ];

  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title" className="sr-only">
        Balances
      </h2>
      <StatGrid>
        {cards.map((card) => (
          <StatCard
            key={card.title}
            title={card.title}
            value={card.value}
            subtitle={card.subtitle}
            icon={card.icon}
            actions={
              card.value !== undefined && (
                <CopyButton
                  value={card.value}
                  label={`Copy ${card.title}`}
                  variant="ghost"
                  className="h-8 px-2 text-xs"
                >
                  <span className="sr-only">Copy</span>
                </CopyButton>
              )
            }
          />
        ))}
      </StatGrid>
    </section>
  );
}
