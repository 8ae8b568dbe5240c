import { useTranslations } from "next-intl";
import { UsdFigure } from "@/components/investor/usd-figure";
import { share, shareWidth } from "./analytics-format";

type Props = { invested: number; available: number };

/** How much of the investor's money is working in plans and how much sits in balances, as one split bar. */
export function InvestedVsAvailable({ invested, available }: Props) {
  const t = useTranslations("investor.analytics.split");
  const total = invested + available;
  const investedShare = share(invested, total);
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden className="size-3 rounded-sm bg-primary" />
            {t("invested")}
          </dt>
          <dd className="text-xl font-semibold tabular-nums">
            <UsdFigure value={invested} />
          </dd>
          <dd className="text-xs text-muted-foreground">{t("shareOfMoney", { share: investedShare })}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden className="size-3 rounded-sm bg-accent" />
            {t("available")}
          </dt>
          <dd className="text-xl font-semibold tabular-nums">
            <UsdFigure value={available} />
          </dd>
          <dd className="text-xs text-muted-foreground">
            {t("shareOfMoney", { share: share(available, total) })}
          </dd>
        </div>
      </dl>
      <div
        role="img"
        aria-label={t("barLabel", { invested: investedShare, available: share(available, total) })}
        className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="bg-primary" style={{ width: shareWidth(invested, total) }} />
        <div className="bg-accent" style={{ width: shareWidth(available, total) }} />
      </div>
    </div>
  );
}
