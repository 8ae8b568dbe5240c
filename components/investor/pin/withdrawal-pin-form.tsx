"use client";
// The withdrawal PIN form, create mode (no PIN yet) or change mode. The Withdrawals dialog
// and the Settings PIN tab share it; each chooses its own texts and shows the outcome in its own banner.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import type { z } from "zod";
import { SubmitButton } from "@/components/ui/submit-button";
import { useChangePin, useSetPin } from "@/lib/hooks/use-pin-status";
import {
  changePinFormSchema,
  createPinFormSchema,
  SETTINGS_CREATE_PIN_TEXTS,
  type CreatePinTexts,
} from "@/lib/validation/withdrawal-pin";
import { PinInputField } from "./pin-input-field";
import { usePinForm, type PinFormOutcome } from "./use-pin-form";

type Common = Omit<PinFormOutcome, "failureMessage"> & {
  failureMessage?: string;
  submitLabel?: string;
  busyLabel?: string;
};

export type WithdrawalPinFormProps =
  (Common & { mode: "create"; texts?: CreatePinTexts }) | (Common & { mode: "change" });

export function WithdrawalPinForm(props: WithdrawalPinFormProps) {
  return props.mode === "create" ? <CreatePinForm {...props} /> : <ChangePinForm {...props} />;
}

function CreatePinForm({ texts = SETTINGS_CREATE_PIN_TEXTS, ...props }: Common & { texts?: CreatePinTexts }) {
  const t = useTranslations("investor.shell.pin");
  const id = useId();
  const setPin = useSetPin();
  const schema = useMemo(() => createPinFormSchema(texts), [texts]);
  const { form, onSubmit } = usePinForm<z.input<typeof schema>, z.output<typeof schema>>({
    ...props,
    failureMessage: props.failureMessage ?? t("setFailed"),
    resolver: zodResolver(schema),
    defaultValues: { pin: "", confirmPin: "" },
    serverFields: ["pin"],
    send: ({ pin }) => setPin.mutateAsync({ pin }),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={setPin.isPending}>
      <fieldset disabled={setPin.isPending} className="grid gap-4">
        <PinInputField
          id={`${id}-pin`}
          label={t("pin")}
          error={errors.pin?.message}
          registration={form.register("pin")}
        />
        <PinInputField
          id={`${id}-confirm`}
          label={t("confirmPin")}
          error={errors.confirmPin?.message}
          registration={form.register("confirmPin")}
        />
      </fieldset>
      <SubmitButton
        busy={setPin.isPending}
        busyLabel={props.busyLabel ?? t("creating")}
        disabled={setPin.isPending}
      >
        {props.submitLabel ?? t("create")}
      </SubmitButton>
    </form>
  );
}

type ChangeIn = z.input<typeof changePinFormSchema>;
type ChangeOut = z.output<typeof changePinFormSchema>;

function ChangePinForm(props: Common) {
  const t = useTranslations("investor.shell.pin");
  const id = useId();
  const changePin = useChangePin();
  const { form, onSubmit } = usePinForm<ChangeIn, ChangeOut>({
    ...props,
    failureMessage: props.failureMessage ?? t("changeFailed"),
    resolver: zodResolver(changePinFormSchema),
    defaultValues: { currentPin: "", newPin: "", confirmNewPin: "" },
    serverFields: ["currentPin", "newPin"],
    send: ({ currentPin, newPin }) => changePin.mutateAsync({ currentPin, newPin }),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={changePin.isPending}>
      <fieldset disabled={changePin.isPending} className="grid gap-4">
        <PinInputField
          id={`${id}-current`}
          label={t("currentPin")}
          error={errors.currentPin?.message}
          registration={form.register("currentPin")}
        />
        <PinInputField
          id={`${id}-new`}
          label={t("newPin")}
          error={errors.newPin?.message}
          registration={form.register("newPin")}
        />
        <PinInputField
          id={`${id}-confirm`}
          label={t("confirmNewPin")}
          error={errors.confirmNewPin?.message}
          registration={form.register("confirmNewPin")}
        />
      </fieldset>
      <SubmitButton
        busy={changePin.isPending}
        busyLabel={props.busyLabel ?? t("changing")}
        disabled={changePin.isPending}
      >
        {props.submitLabel ?? t("change")}
      </SubmitButton>
    </form>
  );
}
