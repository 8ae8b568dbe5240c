"use client";

import { useRef, useState, type FormEvent } from "react";
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
import { errorMessage } from "@/lib/error-message";
import { useDisableTwoFactor } from "@/lib/hooks/use-two-factor";

export const DISABLE_FAILED = "Couldn't turn off two-factor authentication";
export const PASSWORD_REQUIRED = "Current password is required";
export const DISABLE_CODE_REQUIRED = "Enter a code from your authenticator app or a recovery code.";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisabled: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Turning two-factor sign-in off needs both the password and a current code. */
export function TwoFactorDisableDialog({ open, onOpenChange, onDisabled, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication</DialogTitle>
          <DialogDescription>
            Signing in will only ask for your password. Confirm with your password and a code from your
            authenticator app.
          </DialogDescription>
        </DialogHeader>
        {/* Remounted on each opening (Radix unmounts closed content), so no password outlives the dialog. */}
        <DisableForm onDisabled={onDisabled} />
      </DialogContent>
    </Dialog>
  );
}

type Errors = { password?: string; code?: string };

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found: Errors = {
      password: password ? undefined : PASSWORD_REQUIRED,
      code: code.trim() ? undefined : DISABLE_CODE_REQUIRED,
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.code) return;
    sending.current = true;
    try {
      await disable.mutateAsync({ password, code: code.trim() });
      onDisabled();
    } catch (err) {
      const fieldErrors: Errors = {};
      for (const e of isApiError(err) ? (err.errors ?? []) : [])
        if (e.path === "password" || e.path === "code") fieldErrors[e.path] = e.message;
      setErrors(fieldErrors);
      setCode("");
      setFailure(errorMessage(err, DISABLE_FAILED));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={disable.isPending} className="grid gap-5">
      {failure && <Alert variant="error">{failure}</Alert>}
      <fieldset disabled={disable.isPending} className="grid gap-5">
        <FormField id="two-factor-disable-password" label="Current Password" error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldA11y("two-factor-disable-password", errors.password)}
          />
        </FormField>
        <FormField id="two-factor-disable-code" label="Authentication code" error={errors.code}>
          <Input
            autoComplete="one-time-code"
            spellCheck={false}
            placeholder="123456"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...fieldA11y("two-factor-disable-code", errors.code)}
          />
        </FormField>
      </fieldset>
      <DialogFooter>
        <SubmitButton
          busy={disable.isPending}
          busyLabel="Turning off..."
          disabled={disable.isPending}
          variant="destructive"
        >
          Turn off
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
