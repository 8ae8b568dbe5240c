"use client";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { SubscriptionFlow } from "./use-subscription-flow";

/** (c): back to the asset choice, or off to Deposits. */
export function InsufficientStep({ flow, onDeposit }: { flow: SubscriptionFlow; onDeposit: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Insufficient Balance</DialogTitle>
        <DialogDescription>
          Your balance is insufficient for this subscription. Would you like to make a deposit or select
          another asset?
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" data-step-focus onClick={flow.toPayment}>
          Select Another Asset
        </Button>
        <Button onClick={onDeposit}>Make a Deposit</Button>
      </DialogFooter>
    </>
  );
}
