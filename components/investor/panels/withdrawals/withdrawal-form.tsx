"use client";
// Withdrawals: Asset, read-only Network, Amount, Wallet Address, Withdrawal PIN (only once a PIN
// exists) and 'Create Withdrawal Request', disabled while loading or without a PIN. With two-factor
// authentication on, an authenticator code is asked beside the PIN, or "Use a passkey" for a user holding one. The address is one of the asset's active
// saved addresses, or typed in while "Whitelist only" is not in force.
import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { PasskeyConfirmButton } from "@/components/auth/passkey-confirm";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { COINS, type Coin } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { activeAddresses, whitelistInForce, type AddressBook } from "@/lib/hooks/use-withdrawal-addresses";
import { NETWORK_BY_COIN } from "@/lib/money/assets";
import { AddressField, OTHER_ADDRESS } from "./address-field";
import { AssetSelect } from "./asset-select";
import { exceedsBalance } from "./balance-warning";
import { useWithdrawalForm } from "./use-withdrawal-form";

export const CREATE_PIN_BUTTON_ID = "withdraw-create-pin";
export const AMOUNT_ID = "withdraw-amount";

type Props = {
  /** undefined while the PIN status loads or when it could not be read. */
  hasPin: boolean | undefined;
  pinLoading: boolean;
  /** Two-factor authentication is on: the PIN comes with a code from the authenticator app. */
  needsOtp: boolean;
  /** The two-factor status is still loading (which fields to ask for is not known yet). */
  otpLoading: boolean;
  available: Record<Coin, number> | undefined;
  /** The saved addresses and "Whitelist only"; undefined while loading or when they could not be read (the
   *  server still holds a withdrawal to the saved addresses when the switch is on). */
  book: AddressBook | undefined;
  onCreatePin: () => void;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
};

export function WithdrawalForm({
  hasPin,
  pinLoading,
  needsOtp,
  otpLoading,
  available,
  book,
  onCreatePin,
  onSuccess,
  onError,
}: Props) {
  const t = useTranslations("investor.withdrawals.form");
  // Which saved address is chosen (its id), OTHER_ADDRESS to type one, "" before a choice.
  const [choice, setChoice] = useState("");
  const { form, onSubmit, onSubmitWithPasskey, sending, passkeyBusy, passkeyAvailable } = useWithdrawalForm({
    onSuccess: (message) => {
      setChoice("");
      onSuccess(message);
    },
    onError,
    needsOtp,
  });
  const { errors } = form.formState;
  const asset = form.watch("asset");
  const amount = form.watch("amount");
  const saved = activeAddresses(book, asset);
  const locked = whitelistInForce(book);
  const noAddress = locked && saved.length === 0;

  const choose = (next: string) => {
    setChoice(next);
    const address = saved.find((a) => String(a.id) === next)?.address ?? "";
    form.setValue("address", address, { shouldValidate: form.formState.isSubmitted });
  };
  const changeAsset = (coin: Coin) => {
    // A saved address belongs to one asset: another asset starts without a choice (a typed one stays).
    if (choice && choice !== OTHER_ADDRESS) {
      setChoice("");
      form.setValue("address", "");
    }
    return coin;
  };

  const overBalance = exceedsBalance(amount, available?.[asset]);
  const amountError = errors.amount?.message;
  const fields = {
    amount: {
      ...fieldA11y(AMOUNT_ID, amountError, overBalance ? `${AMOUNT_ID}-warning` : undefined),
      ...form.register("amount"),
    },
    pin: { ...fieldA11y("withdraw-pin", errors.pin?.message), ...form.register("pin") },
    otp: { ...fieldA11y("withdraw-otp", errors.otp?.message, "withdraw-otp-hint"), ...form.register("otp") },
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={sending} className="grid gap-5">
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <FormField id="withdraw-asset" label={t("asset")} error={errors.asset?.message}>
          <Controller
            control={form.control}
            name="asset"
            render={({ field }) => (
              <AssetSelect
                id="withdraw-asset"
                value={field.value}
                onChange={(coin) => field.onChange(changeAsset(coin))}
                disabled={sending}
                error={errors.asset?.message}
                options={COINS}
              />
            )}
          />
        </FormField>
        <FormField id="withdraw-network" label={t("network")}>
          <Input
            id="withdraw-network"
            value={NETWORK_BY_COIN[asset]}
            readOnly
            aria-readonly
            className="bg-muted"
          />
        </FormField>
        <FormField id={AMOUNT_ID} label={t("amount")} error={amountError}>
          {/* Text, not type=number: a browser's number box turns "0,5" into "" and the user would be told
              "required" instead of why. The step (0.00000001) is enforced by the 8-decimal rule. */}
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00000000" {...fields.amount} />
          {overBalance && available && (
            <p id={`${AMOUNT_ID}-warning`} className="text-sm text-amber-700">
              {t("overBalance", { available: formatAmount(available[asset], asset) })}
            </p>
          )}
        </FormField>
        <AddressField
          asset={asset}
          saved={saved}
          locked={locked}
          choice={choice}
          onChoose={choose}
          error={errors.address?.message}
          disabled={sending}
          registration={form.register("address")}
        />
        {hasPin && (
          <FormField id="withdraw-pin" label={t("pin")} error={errors.pin?.message}>
            <Input type="password" inputMode="numeric" autoComplete="off" maxLength={4} {...fields.pin} />
          </FormField>
        )}
        {hasPin && needsOtp && (
          <FormField id="withdraw-otp" label={t("otp")} error={errors.otp?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              {...fields.otp}
            />
            <p id="withdraw-otp-hint" className="text-sm text-muted-foreground">
              {t("otpHint")}
            </p>
          </FormField>
        )}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          busy={sending && !passkeyBusy}
          busyLabel={t("submitting")}
          disabled={sending || pinLoading || otpLoading || !hasPin || noAddress}
          className="w-full sm:w-auto"
        >
          {t("submit")}
        </SubmitButton>
        {hasPin && needsOtp && passkeyAvailable && (
          <PasskeyConfirmButton
            busy={passkeyBusy}
            disabled={sending || pinLoading || otpLoading || noAddress}
            onClick={() => void onSubmitWithPasskey()}
            className="w-full sm:w-auto"
          />
        )}
        {!pinLoading && !hasPin && (
          <Button id={CREATE_PIN_BUTTON_ID} type="button" variant="outline" onClick={onCreatePin}>
            <KeyRound aria-hidden />
            {t("createPin")}
          </Button>
        )}
      </div>
    </form>
  );
}
