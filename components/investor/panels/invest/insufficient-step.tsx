"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { SubscriptionFlow } from "./use-subscription-flow";

/** (c): back to the asset choice, or off to Deposits. */
export function InsufficientStep({ flow, onDeposit }: { flow: SubscriptionFlow; onDeposit: () => void }) {
  const t = useTranslations("investor.invest.insufficient");
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" data-step-focus onClick={flow.toPayment}>
          {t("selectAnother")}
        </Button>
        <Button onClick={onDeposit}>{t("deposit")}</Button>
      </DialogFooter>
    </>
  );
}
