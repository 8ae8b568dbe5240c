"use client";
// "Subscription client flow": choose plan, confirm, choose asset, post. Success shows the success
// sentence (the server's, in the reader's language) and closes the dialogs; an insufficient-funds answer
// opens 'Insufficient Balance'; a message containing 'already subscribed' clears the selection.
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import type { Asset } from "@/lib/enums";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useSubscribe, type InvestmentPlan } from "@/lib/hooks/use-plans";

export type FlowStep = "closed" | "confirm" | "asset" | "amount" | "insufficient";

/** A flexible plan or one held in a coin: the investor chooses the amount, paid in the plan's own asset. */
export const choosesAmount = (plan: Pick<InvestmentPlan, "kind" | "asset">) =>
  plan.kind === "FLEXIBLE" || plan.asset !== "USD";

type FlowState = {
  step: FlowStep;
  plan: InvestmentPlan | null;
  asset: Asset | null;
  /** A failure shown inside the payment step (the investor may retry or pick another asset). */
  error: string | null;
};

const CLOSED: FlowState = { step: "closed", plan: null, asset: null, error: null };

type Outcome = { success: (message: string) => void; error: (message: string) => void };

function isInsufficientFunds(err: unknown): boolean {
  if (!isApiError(err)) return false;
  const body = err.body as { insufficientFunds?: unknown; code?: unknown } | null;
  return body?.insufficientFunds === true || body?.code === "INSUFFICIENT_FUNDS";
}

/** Told by the server's English message (the contract), whatever language the reader sees it in. */
function isAlreadySubscribed(err: unknown): boolean {
  return errorMessage(err, "").toLowerCase().includes("already subscribed");
}

export function useSubscriptionFlow(outcome: Outcome) {
  const t = useTranslations("investor.invest");
  const errorText = useErrorText();
  const [state, setState] = useState<FlowState>(CLOSED);
  const subscribe = useSubscribe();
  // isPending arrives with the next render; two quick clicks must not both get through before it.
  const inFlight = useRef(false);

  const close = useCallback(() => {
    if (!inFlight.current) setState(CLOSED);
  }, []);
  const start = useCallback(
    (plan: InvestmentPlan) => setState({ step: "confirm", plan, asset: null, error: null }),
    [],
  );
  const toPayment = useCallback(
    () =>
      setState((s) =>
        s.plan && choosesAmount(s.plan)
          ? { ...s, step: "amount", asset: s.plan.asset as Asset, error: null }
          : { ...s, step: "asset", asset: null, error: null },
      ),
    [],
  );
  const chooseAsset = useCallback((asset: Asset) => setState((s) => ({ ...s, asset, error: null })), []);

  /** Pays the plan's minimum from the chosen asset, or (a plan that asks for it) `amount` of the plan's asset. */
  const pay = useCallback(
    (amount?: string) => {
      const { plan, asset } = state;
      if (!plan || !asset || inFlight.current) return;
      inFlight.current = true;
      subscribe.mutate(
        { planId: plan.id, asset, amount: amount ?? plan.minimumAmount },
        {
          onSuccess: () => {
            setState(CLOSED);
            // Said once, by the panel's green banner (no toast beside it), in the reader's language: the
            // server's own words are the same English sentence.
            outcome.success(t("subscribeSuccess", { plan: plan.plan }));
          },
          onError: (err) => {
            if (isInsufficientFunds(err)) {
              setState((s) =>
                s.step === "amount"
                  ? { ...s, error: errorText(err, t("subscribeFailed")) }
                  : { ...s, step: "insufficient", error: null },
              );
              return;
            }
            const message = errorText(err, t("subscribeFailed"));
            if (isAlreadySubscribed(err)) {
              setState(CLOSED);
              outcome.error(message);
            } else {
              setState((s) => ({ ...s, error: message }));
            }
            toast.error(message);
          },
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
    },
    [state, subscribe, outcome, errorText, t],
  );

  return { ...state, busy: subscribe.isPending, close, start, toPayment, chooseAsset, pay };
}
export type SubscriptionFlow = ReturnType<typeof useSubscriptionFlow>;
