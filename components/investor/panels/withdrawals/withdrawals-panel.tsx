"use client";
// Withdrawals ('Withdraw Cryptocurrency'; the PIN status is loaded on entering; banners show for 5 s).
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FlashMessage } from "@/components/ui/flash-message";
import { coinBalances, useBalances } from "@/lib/hooks/use-balances";
import { useFlash } from "@/lib/hooks/use-flash";
import { usePinStatus } from "@/lib/hooks/use-pin-status";
import { useTwoFactorStatus } from "@/lib/hooks/use-two-factor";
import { WITHDRAWAL_LIMITS_KEY } from "@/lib/hooks/use-withdrawal-limits";
import { useWithdrawalAddresses } from "@/lib/hooks/use-withdrawal-addresses";
import { queryKeys } from "@/lib/query-keys";
import { CreatePinDialog } from "./create-pin-dialog";
import { WithdrawalBalanceCards } from "./withdrawal-balance-cards";
import { AMOUNT_ID, CREATE_PIN_BUTTON_ID, WithdrawalForm } from "./withdrawal-form";
import { WithdrawalLimitNote } from "./withdrawal-limit-note";

export function WithdrawalsPanel() {
  const t = useTranslations("investor.withdrawals");
  const balances = useBalances();
  const pinStatus = usePinStatus();
  // A status that fails to load asks for no code: the server says so if one is needed.
  const twoFactor = useTwoFactorStatus();
  const addressBook = useWithdrawalAddresses();
  const flash = useFlash();
  const client = useQueryClient();
  const [pinDialogOpen, setPinDialogOpen] = useState(false);
  // A failed status check is treated as "no PIN": the dialog offers to set one and the server says if
  // one already exists.
  const needsPin = pinStatus.isError || pinStatus.data === false;
  useEffect(() => {
    if (needsPin) setPinDialogOpen(true);
  }, [needsPin]);

  return (
    <section aria-labelledby="withdrawals-title" className="space-y-6">
      <div>
        <h2 id="withdrawals-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <WithdrawalBalanceCards query={balances} />
      <Card>
        <CardHeader>
          <CardTitle>{t("request.title")}</CardTitle>
          <CardDescription>{t("request.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FlashMessage flash={flash.flash} />
          <WithdrawalLimitNote />
          <WithdrawalForm
            hasPin={pinStatus.data}
            pinLoading={pinStatus.isPending}
            needsOtp={twoFactor.data === true}
            otpLoading={twoFactor.isPending}
            available={balances.data ? coinBalances(balances.data) : undefined}
            book={addressBook.data}
            onCreatePin={() => setPinDialogOpen(true)}
            onSuccess={(message) => {
              // A request uses up part of the limits: what is left is read again.
              void client.invalidateQueries({ queryKey: WITHDRAWAL_LIMITS_KEY });
              flash.success(message);
            }}
            onError={(message) => {
              // Refused for an address that is not (or no longer) usable: "Whitelist only" or an address may
              // have changed in another tab, so the choices are read again.
              void client.invalidateQueries({ queryKey: queryKeys.withdrawalAddresses });
              flash.error(message);
            }}
          />
        </CardContent>
      </Card>
      <CreatePinDialog
        open={pinDialogOpen}
        onOpenChange={setPinDialogOpen}
        onCreated={(message) => {
          setPinDialogOpen(false);
          flash.success(message);
        }}
        onCloseAutoFocus={(event) => {
          // Opened by itself there is no trigger to return to: go to the form's next step instead.
          event.preventDefault();
          (document.getElementById(CREATE_PIN_BUTTON_ID) ?? document.getElementById(AMOUNT_ID))?.focus();
        }}
      />
    </section>
  );
}
