"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { usePasskeyConfirm } from "@/components/auth/passkey-confirm";
import { useRequestWithdrawal } from "@/lib/hooks/use-withdrawals";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { NETWORK_BY_COIN } from "@/lib/money/assets";
import { z } from "zod";
import { authenticatorCodeField } from "@/lib/validation/authenticator-code";
import { withdrawalFormSchema } from "@/lib/validation/withdrawals";

const SERVER_FIELDS = ["asset", "amount", "address", "pin", "otp"] as const;

// The authenticator code sits beside the PIN; it is only checked (and sent) when two-factor is on.
const withoutOtp = withdrawalFormSchema.extend({ otp: z.string() });
const withOtp = withdrawalFormSchema.extend({ otp: authenticatorCodeField });
type FormInput = z.input<typeof withoutOtp>;
type FormValues = z.output<typeof withoutOtp>;
const EMPTY_SECRETS = { amount: "", address: "", pin: "", otp: "" };

type Outcome = {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
  /** The user has two-factor authentication on: a withdrawal also needs a current code. */
  needsOtp: boolean;
};

/**
 * The withdrawal form's state and submit ('Failed to create withdrawal request', server
 * message preferred): the route's field rules run first, one request at a time, the asset kept on success.
 */
export function useWithdrawalForm({ onSuccess, onError, needsOtp }: Outcome) {
  const t = useTranslations("investor.withdrawals.form");
  const errorText = useErrorText();
  const request = useRequestWithdrawal();
  const passkey = usePasskeyConfirm();
  // "Use a passkey" sends an assertion bound to this withdrawal instead of the code.
  const viaPasskey = useRef(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const resolver = useMemo<Resolver<FormInput, unknown, FormValues>>(() => {
    const code = zodResolver(needsOtp ? withOtp : withoutOtp);
    const noCode = zodResolver(withoutOtp);
    return (values, context, options) => (viaPasskey.current ? noCode : code)(values, context, options);
  }, [needsOtp]);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues: { asset: "BITCOIN", ...EMPTY_SECRETS },
  });
  // Busy only while the request is out (isSubmitting also covers validation); the ref closes the gap
  // between a second click and the re-render that disables the button.
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const { otp, ...rest } = values;
      let second: { otp?: string; passkey?: unknown } = needsOtp ? { otp } : {};
      if (viaPasskey.current) {
        const { asset, amount, address } = rest;
        second = { passkey: await passkey.assert({ purpose: "withdrawal", asset, amount, address }) };
      }
      await request.mutateAsync({
        ...rest,
        network: NETWORK_BY_COIN[values.asset],
        ...second,
      });
      form.reset({ asset: values.asset, ...EMPTY_SECRETS });
      // The server's one success sentence, in the reader's language.
      onSuccess(t("pendingApproval"));
    } catch (err) {
      // A code is accepted once: whatever the refusal, the next try needs the app's next code.
      form.setValue("otp", "");
      applyServerErrors(err, form.setError, SERVER_FIELDS);
      onError(viaPasskey.current ? passkey.failureText(err, t("failed")) : errorText(err, t("failed")));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  });
  const onSubmitWithPasskey = async () => {
    if (sendingRef.current) return;
    viaPasskey.current = true;
    setPasskeyBusy(true);
    try {
      await onSubmit();
    } finally {
      // Also after a form the field rules refused: the next Create Withdrawal Request asks the code again.
      viaPasskey.current = false;
      setPasskeyBusy(false);
    }
  };
  return {
    form,
    onSubmit,
    onSubmitWithPasskey,
    sending,
    passkeyBusy,
    /** The user holds a passkey: "Use a passkey" is offered beside the code. */
    passkeyAvailable: passkey.available,
  };
}
