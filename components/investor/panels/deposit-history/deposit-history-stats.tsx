import { useTranslations } from "next-intl";
import { CalendarClock, CircleCheck, Coins, ListOrdered } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { ASSETS } from "@/lib/enums";
import type { Deposit } from "@/lib/hooks/use-deposits";
import { money } from "@/lib/money/decimal";
import { formatDepositAmount } from "./deposit-display";

/** "recent" is the last 7 days. */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

/** Each asset's total, exact: BTC and USDT cannot be added together, so there is one line per asset. A deposit
 *  that is not credited (below the minimum) is not in the balance, so not in the total either. */
export function totalsByAsset(deposits: Deposit[]) {
  return ASSETS.flatMap((asset) => {
    const mine = deposits.filter((d) => d.asset === asset && !d.notCredited);
    if (mine.length === 0) return [];
    const total = mine.reduce((sum, d) => sum.plus(d.amount), money(0));
    return [{ asset, total: total.toNumber() }];
  });
}

type Props = {
  deposits: Deposit[] | undefined;
  /** When the list arrived: "last 7 days" counts back from there, so the figure holds still between renders. */
  now: number;
};

export function DepositHistoryStats({ deposits, now }: Props) {
  const t = useTranslations("investor.depositHistory.stats");
  const recent = deposits?.filter((d) => now - new Date(d.date).getTime() <= RECENT_MS).length;
  const completed = deposits?.filter((d) => d.status === "COMPLETED").length;
  const totals = deposits && totalsByAsset(deposits);
  return (
    <section aria-labelledby="deposit-history-summary">
      <h2 id="deposit-history-summary" className="sr-only">
        {t("heading")}
      </h2>
      <StatGrid>
        <StatCard
          title={t("total.title")}
          value={deposits?.length}
          subtitle={t("total.subtitle")}
          icon={ListOrdered}
        />
        <StatCard
          title={t("amount.title")}
          icon={Coins}
          subtitle={t("amount.subtitle")}
          value={
            totals &&
            (totals.length === 0 ? (
              "0"
            ) : (
              <ul className="space-y-0.5 text-base">
                {totals.map((t) => (
                  <li key={t.asset}>{formatDepositAmount(t.total, t.asset)}</li>
                ))}
              </ul>
            ))
          }
        />
        <StatCard
          title={t("recent.title")}
          value={recent}
          subtitle={t("recent.subtitle")}
          icon={CalendarClock}
        />
        <StatCard
          title={t("completed.title")}
          value={completed}
          subtitle={t("completed.subtitle")}
          icon={CircleCheck}
        />
      </StatGrid>
    </section>
  );
}
