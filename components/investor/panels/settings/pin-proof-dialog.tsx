"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { z } from "zod";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { PasskeyConfirmButton, type PasskeyActionRequest } from "@/components/auth/passkey-confirm";
import { usePinProofForm } from "@/components/investor/pin/use-pin-proof-form";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import type { PinProof } from "@/lib/hooks/use-withdrawal-addresses";
import { authenticatorCodeField } from "@/lib/validation/authenticator-code";
import { withdrawalFormSchema } from "@/lib/validation/withdrawals";

const withoutOtp = z.object({ pin: withdrawalFormSchema.shape.pin, otp: z.string() });
const withOtp = withoutOtp.extend({ otp: authenticatorCodeField });
const SERVER_FIELDS = ["pin", "otp"] as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The message when the refusal has no text of its own. */
  failedLabel: string;
  /** Two-factor is on: the authenticator code is asked beside the PIN. */
  needsOtp: boolean;
  /** What a passkey assertion in place of the code is asked for (offered when the user holds a passkey). */
  passkeyAction: PasskeyActionRequest;
  destructive?: boolean;
  /** Sends the proof; a throw is shown in the dialog, which stays open. */
  onConfirm: (proof: PinProof) => Promise<void>;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * An action that needs the withdrawal PIN (and the authenticator code with two-factor on, or "Use a passkey"),
 * as a withdrawal does: removing a saved address, turning "Whitelist only" off. Radix traps focus inside while open; the caller puts
 * it back on what opened the dialog.
 */
export function PinProofDialog({ open, onOpenChange, title, description, onCloseAutoFocus, ...form }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Remounted on each opening (Radix unmounts closed content), so no PIN outlives the dialog. */}
        <ProofForm {...form} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<Props, "open" | "onOpenChange" | "title" | "description" | "onCloseAutoFocus"> & {
  onCancel: () => void;
};

function ProofForm({
  submitLabel,
  busyLabel,
  failedLabel,
  needsOtp,
  passkeyAction,
  destructive,
  onConfirm,
  onCancel,
}: FormProps) {
  const t = useTranslations("investor.settings.addresses.proof");
  const [failure, setFailure] = useState<string | null>(null);
  const { form, onSubmit, onSubmitWithPasskey, sending, passkeyBusy, passkeyAvailable } = usePinProofForm({
    needsOtp,
    withOtp,
    withoutOtp,
    defaultValues: { pin: "", otp: "" },
    serverFields: SERVER_FIELDS,
    failedText: failedLabel,
    passkeyAction: () => passkeyAction,
    send: ({ pin }, second) => onConfirm({ pin, ...second }),
    onFailure: setFailure,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={sending} className="grid gap-5">
      <fieldset disabled={sending} className="grid gap-4">
        <FormField id="proof-pin" label={t("pin")} error={errors.pin?.message}>
          <Input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="tracking-[0.5em]"
            {...fieldA11y("proof-pin", errors.pin?.message)}
            {...form.register("pin")}
          />
        </FormField>
        {needsOtp && (
          <FormField id="proof-otp" label={t("otp")} error={errors.otp?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              {...fieldA11y("proof-otp", errors.otp?.message)}
              {...form.register("otp")}
            />
          </FormField>
        )}
        {needsOtp && passkeyAvailable && (
          <PasskeyConfirmButton
            busy={passkeyBusy}
            disabled={sending}
            onClick={() => void onSubmitWithPasskey()}
            className="w-full sm:w-auto sm:justify-self-start"
          />
        )}
      </fieldset>
      <FormError id="proof-error" message={failure} />
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
          {t("cancel")}
        </Button>
        <SubmitButton
          busy={sending && !passkeyBusy}
          busyLabel={busyLabel}
          disabled={sending}
          variant={destructive ? "destructive" : "default"}
          aria-describedby={failure ? "proof-error" : undefined}
        >
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
