import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatAmount, formatNumber, PLAN_AMOUNT_DECIMALS } from "@/lib/format";
import type { Deposit } from "@/lib/hooks/use-deposits";
import { ASSET_NAMES, ASSET_SYMBOLS, statusTone, titleCase } from "@/lib/labels";

/** Deposit amounts show 6 decimals whatever the asset, followed by the asset's symbol. */
export const depositAmount = (d: Pick<Deposit, "amount" | "asset">) =>
  formatAmount(d.amount, d.asset, PLAN_AMOUNT_DECIMALS);

/** What the search box matches (DepositHistory): asset, status or amount. */
export const depositSearchText = (d: Deposit) =>
  [
    ASSET_SYMBOLS[d.asset],
    ASSET_NAMES[d.asset],
    d.status,
    String(d.amount),
    formatNumber(d.amount, PLAN_AMOUNT_DECIMALS),
  ].join(" ");

export function DepositStatusBadge({ status }: { status: string }) {
  const t = useTranslations("investor.shell.status");
  return <Badge variant={statusTone(status)}>{t.has(status) ? t(status) : titleCase(status)}</Badge>;
}
