"use client";
// Beyond the spec: one subscription's per-day interest statement (the engine's accrual rows), with a
// running total. Days are UTC calendar days, so they are shown in UTC whatever the browser's zone.
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useInterestStatement } from "@/lib/hooks/use-interest";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { UsdFigure } from "@/components/investor/usd-figure";
import { dateFormat, formatAmount, formatUsd } from "@/lib/format";
import { Money } from "@/lib/money/decimal";
import { planName } from "./investment-columns";

export function formatUtcDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat({ timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }).format(date);
}

type Props = {
  subscription: SubscriptionTransaction | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export function InterestStatementDialog({ subscription, onClose, onCloseAutoFocus }: Props) {
  const t = useTranslations("investor.investments.statement");
  const unknownPlan = useTranslations("investor.investments")("unknownPlan");
  const errorText = useErrorText();
  const statement = useInterestStatement({ subscriptionId: subscription?.id }, { enabled: !!subscription });
  // The asset the principal and the interest are in: dollars, or a coin plan's coin (8 decimals, never added to
  // dollars); its total is also shown in the display currency at current prices.
  const asset = subscription?.principalAsset ?? "USD";
  const inAsset = (value: number | string) =>
    asset === "USD" ? formatUsd(value) : formatAmount(value, asset, 8);
  const description =
    subscription &&
    t.rich(asset === "USD" ? "description" : "descriptionCoin", {
      plan: planName(subscription, unknownPlan),
      id: subscription.id,
      amount: () => inAsset(subscription.amount),
    });
  let running = new Money(0);
  const lines = (statement.data?.days ?? []).map((d) => {
    running = running.plus(d.amount);
    return { ...d, runningTotal: running.toFixed() };
  });
  const coinTotal = statement.data?.totals?.[asset] ?? "0";
  const coinValue = statement.data?.totalsUsdValue?.[asset] ?? "0";

  return (
    <Dialog open={!!subscription} onOpenChange={(open) => !open && onClose()}>
      {subscription && (
        <DialogContent className="max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {statement.isPending ? (
            <div role="status" aria-label={t("loading")} className="space-y-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-6" />
              ))}
            </div>
          ) : statement.isError ? (
            <Alert variant="error">{errorText(statement.error, t("loadFailed"))}</Alert>
          ) : lines.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
          ) : (
            <>
              <div className="max-h-80 overflow-y-auto rounded-md border">
                <Table aria-label={t("tableLabel")}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("date")}</TableHead>
                      <TableHead className="text-right">{t("amount")}</TableHead>
                      <TableHead className="text-right">{t("total")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {lines.map((l) => (
                      <TableRow key={l.date}>
                        <TableCell>{formatUtcDay(l.date)}</TableCell>
                        <TableCell className="text-right tabular-nums">{inAsset(l.amount)}</TableCell>
                        <TableCell className="text-right tabular-nums">{inAsset(l.runningTotal)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <p className="flex justify-between text-sm font-semibold">
                <span>{t("totalCredited")}</span>
                <span className="tabular-nums" data-testid="statement-total">
                  {asset === "USD" ? formatUsd(statement.data.total) : inAsset(coinTotal)}
                </span>
              </p>
              {asset !== "USD" && (
                <p className="flex justify-between text-sm text-muted-foreground">
                  <span>{t("totalValue")}</span>
                  <span className="tabular-nums" data-testid="statement-total-value">
                    <UsdFigure value={coinValue} />
                  </span>
                </p>
              )}
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
