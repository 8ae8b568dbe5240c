"use client";
// Beyond the spec: one subscription's per-day interest statement (the engine's accrual rows), with a
// running total. Days are UTC calendar days, so they are shown in UTC whatever the browser's zone.
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/error-message";
import { useInterestStatement } from "@/lib/hooks/use-interest";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { dateFormat, formatUsd } from "@/lib/format";
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
  const statement = useInterestStatement({ subscriptionId: subscription?.id }, { enabled: !!subscription });
  let running = new Money(0);
  const lines = (statement.data?.days ?? []).map((d) => {
    running = running.plus(d.amount);
    return { ...d, runningTotal: running.toNumber() };
  });

  return (
    <Dialog open={!!subscription} onOpenChange={(open) => !open && onClose()}>
      {subscription && (
        <DialogContent className="max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Interest Statement</DialogTitle>
            <DialogDescription>
              {planName(subscription)} (#{subscription.id}), {formatUsd(subscription.amount)} invested.
              Interest is credited to your main balance every day at 00:00 UTC.
            </DialogDescription>
          </DialogHeader>
          {statement.isPending ? (
            <div role="status" aria-label="Loading statement" className="space-y-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-6" />
              ))}
            </div>
          ) : statement.isError ? (
            <Alert variant="error">
              {errorMessage(statement.error, "Failed to fetch interest statement")}
            </Alert>
          ) : lines.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No interest credited yet.</p>
          ) : (
            <>
              <div className="max-h-80 overflow-y-auto rounded-md border">
                <Table aria-label="Interest credited per day">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Date</TableHead>
                      <TableHead className="text-right">Amount credited</TableHead>
                      <TableHead className="text-right">Total</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {lines.map((l) => (
                      <TableRow key={l.date}>
                        <TableCell>{formatUtcDay(l.date)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatUsd(l.amount)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatUsd(l.runningTotal)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <p className="flex justify-between text-sm font-semibold">
                <span>Total credited</span>
                <span className="tabular-nums" data-testid="statement-total">
                  {formatUsd(statement.data.total)}
                </span>
              </p>
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
