"use client";
import { useRef } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useErrorText } from "@/lib/i18n/use-error-text";

export type PinFormOutcome = {
  /** The caller's success text ('Withdrawal pin set successfully', 'PIN created successfully!', ...). */
  successMessage: string;
  /** Shown when the server gives no message of its own ('Failed to set pin', 'Failed to update PIN'). */
  failureMessage: string;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
};

type Options<In extends FieldValues, Out> = PinFormOutcome & {
  resolver: Resolver<In, unknown, Out>;
  defaultValues: DefaultValues<In>;
  /** Fields the server's `errors[]` may name. */
  serverFields: readonly Path<In>[];
  send: (values: Out) => Promise<unknown>;
};

/** A PIN form's validation and submit: one call at a time, cleared on success, server errors by their field. */
export function usePinForm<In extends FieldValues, Out>(options: Options<In, Out>) {
  const form = useForm<In, unknown, Out>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });
  const sending = useRef(false);
  const errorText = useErrorText();

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await options.send(values);
      form.reset();
      options.onSuccess(options.successMessage);
    } catch (err) {
      applyServerErrors(err, form.setError, options.serverFields);
      options.onError(errorText(err, options.failureMessage));
    } finally {
      sending.current = false;
    }
  });
  return { form, onSubmit };
}
