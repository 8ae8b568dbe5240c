"use client";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { InvestmentPlan } from "@/lib/hooks/use-plans";
import { formatPercent, formatUsd } from "@/lib/format";
import type { SubscriptionFlow } from "./use-subscription-flow";

/** (a): plan name, minimum investment, interest rate, total returns; Cancel, 'Continue to Payment'. */
export function ConfirmStep({ plan, flow }: { plan: InvestmentPlan; flow: SubscriptionFlow }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Confirm Investment</DialogTitle>
        <DialogDescription>Review the plan before choosing how to pay.</DialogDescription>
      </DialogHeader>
      <dl className="space-y-2 rounded-md border bg-muted/40 p-4 text-sm">
        <Term label="Plan" value={plan.plan} />
        <Term label="Minimum Investment" value={formatUsd(plan.minimumAmount)} />
        <Term label="Interest Rate" value={`${formatPercent(plan.interestRate)} APY`} />
        <Term label="Total Returns" value={formatPercent(plan.totalReturns)} />
      </dl>
      <DialogFooter>
        <Button variant="outline" onClick={flow.close}>
          Cancel
        </Button>
        <Button data-step-focus onClick={flow.toPayment}>
          Continue to Payment
        </Button>
      </DialogFooter>
    </>
  );
}

export function Term({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums break-all">{value}</dd>
    </div>
  );
}
