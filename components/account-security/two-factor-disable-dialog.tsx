"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { PasskeyConfirmButton, usePasskeyConfirm } from "@/components/auth/passkey-confirm";
import { Alert } from "@/components/ui/alert";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/api-client";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useDisableTwoFactor } from "@/lib/hooks/use-two-factor";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisabled: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Turning two-factor sign-in off needs both the password and a current code (or "Use a passkey"). */
export function TwoFactorDisableDialog({ open, onOpenChange, onDisabled, onCloseAutoFocus }: Props) {
  const t = useTranslations("accountSecurity.twoFactor.disable");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {/* Remounted on each opening (Radix unmounts closed content), so no password outlives the dialog. */}
        <DisableForm onDisabled={onDisabled} />
      </DialogContent>
    </Dialog>
  );
}

type Errors = { password?: string; code?: string };

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const t = useTranslations("accountSecurity.twoFactor.disable");
  const errorText = useErrorText();
  const disable = useDisableTwoFactor();
  const passkey = usePasskeyConfirm();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  /** With a passkey, the password alone is checked here and an assertion goes instead of the code. */
  const send = async (viaPasskey: boolean) => {
    if (sending.current) return;
    const found: Errors = {
      password: password ? undefined : t("passwordRequired"),
      code: viaPasskey || code.trim() ? undefined : t("codeRequired"),
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.code) return;
    sending.current = true;
    setPasskeyBusy(viaPasskey);
    try {
      const second = viaPasskey
        ? { passkey: await passkey.assert({ purpose: "two-factor-disable" }) }
        : { code: code.trim() };
      await disable.mutateAsync({ password, ...second });
      onDisabled();
    } catch (err) {
      const fieldErrors: Errors = {};
      for (const e of isApiError(err) ? (err.errors ?? []) : [])
        if (e.path === "password" || e.path === "code") fieldErrors[e.path] = e.message;
      setErrors(fieldErrors);
      setCode("");
      setFailure(viaPasskey ? passkey.failureText(err, t("failed")) : errorText(err, t("failed")));
    } finally {
      sending.current = false;
      setPasskeyBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };
  const busy = disable.isPending || passkeyBusy;

  const passwordA11y = fieldA11y("two-factor-disable-password", errors.password);
  const codeA11y = fieldA11y("two-factor-disable-code", errors.code);

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      {failure && <Alert variant="error">{failure}</Alert>}
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="two-factor-disable-password" label={t("password")} error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...passwordA11y}
          />
        </FormField>
        <FormField id="two-factor-disable-code" label={t("code")} error={errors.code}>
          <Input
            autoComplete="one-time-code"
            spellCheck={false}
            placeholder="123456"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...codeA11y}
          />
        </FormField>
        {passkey.available && (
          <PasskeyConfirmButton
            busy={passkeyBusy}
            onClick={() => void send(true)}
            className="w-full sm:w-auto sm:justify-self-start"
          />
        )}
      </fieldset>
      <DialogFooter>
        <SubmitButton
          busy={disable.isPending && !passkeyBusy}
          busyLabel={t("turningOff")}
          disabled={busy}
          variant="destructive"
        >
          {t("submit")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
