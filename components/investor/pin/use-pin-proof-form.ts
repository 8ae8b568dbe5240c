"use client";
// The withdrawal PIN and its second factor, wherever an action asks for them (a withdrawal, removing a saved
// address, "Whitelist only" off): the authenticator code with two-factor on, or "Use a passkey" for a user
// holding one, which checks the fields without the code and sends an assertion bound to the action instead.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { usePasskeyConfirm, type PasskeyActionRequest } from "@/components/auth/passkey-confirm";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useErrorText } from "@/lib/i18n/use-error-text";

type WithOtp = FieldValues & { otp: string };

/** What goes with the PIN: the code (two-factor on), a passkey assertion, or nothing (two-factor off). */
export type SecondFactor = { otp?: string; passkey?: unknown };

type Options<In extends WithOtp, Out extends WithOtp> = {
  /** Two-factor is on: the code is asked (and checked) beside the PIN. */
  needsOtp: boolean;
  /** The form's rules with the code checked, and without it. */
  withOtp: z.ZodType<Out, In>;
  withoutOtp: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Fields the server's `errors[]` may name. */
  serverFields: readonly Path<In>[];
  /** The failure text when the refusal has none of its own. */
  failedText: string;
  /** What the passkey assertion is asked for. */
  passkeyAction: (values: Omit<Out, "otp">) => PasskeyActionRequest;
  /** Sends the action; a throw is a refusal (shown through onFailure, the code cleared). */
  send: (
    values: Omit<Out, "otp">,
    second: SecondFactor,
    form: UseFormReturn<In, unknown, Out>,
  ) => Promise<void>;
  /** A refusal's text, or null when another try goes out (what was shown no longer holds). */
  onFailure: (message: string | null) => void;
};

/** The form, its submit and "Use a passkey" submit: one request at a time, busy while it is out. */
export function usePinProofForm<In extends WithOtp, Out extends WithOtp>({
  needsOtp,
  withOtp,
  withoutOtp,
  defaultValues,
  serverFields,
  failedText,
  passkeyAction,
  send,
  onFailure,
}: Options<In, Out>) {
  const errorText = useErrorText();
  const passkey = usePasskeyConfirm();
  const viaPasskey = useRef(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const resolver = useMemo<Resolver<In, unknown, Out>>(() => {
    const code = zodResolver(needsOtp ? withOtp : withoutOtp);
    const noCode = zodResolver(withoutOtp);
    return (values, context, options) => (viaPasskey.current ? noCode : code)(values, context, options);
  }, [needsOtp, withOtp, withoutOtp]);
  const form = useForm<In, unknown, Out>({ resolver, defaultValues });
  // Busy only while the request is out (isSubmitting also covers validation); the ref closes the gap
  // between a second click and the re-render that disables the button.
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    onFailure(null);
    try {
      const { otp, ...rest } = values;
      const second: SecondFactor = viaPasskey.current
        ? { passkey: await passkey.assert(passkeyAction(rest)) }
        : needsOtp
          ? { otp }
          : {};
      await send(rest, second, form);
    } catch (err) {
      // A code is accepted once: whatever the refusal, the next try needs the app's next one.
      (form as unknown as UseFormReturn<{ otp: string }>).setValue("otp", "");
      applyServerErrors(err, form.setError, serverFields);
      onFailure(viaPasskey.current ? passkey.failureText(err, failedText) : errorText(err, failedText));
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
      // Also after the field rules refused the form: the next plain submit asks the code again.
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
