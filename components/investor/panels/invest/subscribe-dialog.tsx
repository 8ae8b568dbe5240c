"use client";
// One dialog for the whole flow, its content following the step: focus stays inside while the steps
// change, and returns to the plan's button (or its card) when it closes.
import { useEffect, useRef } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { AmountStep } from "./amount-step";
import { ConfirmStep } from "./confirm-step";
import { InsufficientStep } from "./insufficient-step";
import { PaymentStep } from "./payment-step";
import type { SubscriptionFlow } from "./use-subscription-flow";

type Props = { flow: SubscriptionFlow; onDeposit: () => void; onCloseAutoFocus: (event: Event) => void };

export function SubscribeDialog({ flow, onDeposit, onCloseAutoFocus }: Props) {
  const content = useRef<HTMLDivElement>(null);
  const { step, plan } = flow;

  // The button that moved to the next step is gone: start the new step at its first control.
  useEffect(() => {
    content.current?.querySelector<HTMLElement>("[data-step-focus]")?.focus();
  }, [step]);

  return (
    <Dialog open={step !== "closed" && !!plan} onOpenChange={(open) => !open && flow.close()}>
      {plan && (
        <DialogContent ref={content} hideClose={flow.busy} onCloseAutoFocus={onCloseAutoFocus}>
          {step === "confirm" && <ConfirmStep plan={plan} flow={flow} />}
          {step === "asset" && <PaymentStep plan={plan} flow={flow} />}
          {step === "amount" && <AmountStep plan={plan} flow={flow} />}
          {step === "insufficient" && <InsufficientStep flow={flow} onDeposit={onDeposit} />}
        </DialogContent>
      )}
    </Dialog>
  );
}
