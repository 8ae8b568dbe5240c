"use client";
import { useTranslations } from "next-intl";
import { formatUsd } from "@/lib/format";
import { useWithdrawalLimits } from "@/lib/hooks/use-withdrawal-limits";

/**
 * What is left of the investor's withdrawal limits ("You can withdraw $4,200.00 more today"). Nothing while it
 * loads, when it fails (the server still checks) or when no limit is set.
 */
export function WithdrawalLimitNote() {
  const t = useTranslations("investor.withdrawals.limits");
  const limits = useWithdrawalLimits();
  const data = limits.data;
  if (!data || (data.daily.remaining === null && data.monthly.remaining === null)) return null;
  return (
    <div role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      {data.daily.remaining !== null && (
        <p>{t("today", { amount: formatUsd(Number(data.daily.remaining)) })}</p>
      )}
      {data.monthly.remaining !== null && (
        <p className="text-muted-foreground">
          {t("month", { amount: formatUsd(Number(data.monthly.remaining)) })}
        </p>
      )}
    </div>
  );
}
