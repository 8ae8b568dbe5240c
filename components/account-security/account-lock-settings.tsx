"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { ButtonSpinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { useLockMyAccount, useSaveAntiPhishingCode } from "@/lib/hooks/use-account-lock";
import { useFlash } from "@/lib/hooks/use-flash";
import { useSecuritySettings } from "@/lib/hooks/use-security-settings";
import { forgetSignIn } from "@/lib/hooks/use-session";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { replacePage } from "@/lib/replace-page";

/** Whose screen: the investor's Settings > Security or the administrator's own Account security section. */
export type SecurityAudience = "investor" | "admin";

const CODE = /^[A-Za-z0-9]{4,20}$/;

/** Settings > Security: the anti-phishing code printed at the top of every e-mail Apex sends. */
export function AntiPhishingForm() {
  const t = useTranslations("accountSecurity.antiPhishing");
  const errorText = useErrorText();
  const settings = useSecuritySettings();
  const save = useSaveAntiPhishingCode();
  const flash = useFlash();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const busy = save.isPending;
  const current = (settings.data as { antiPhishingCode?: string | null } | undefined)?.antiPhishingCode;

  const submit = async (antiPhishingCode: string | null) => {
    const found = {
      code: antiPhishingCode !== null && !CODE.test(antiPhishingCode) ? t("codeFormat") : undefined,
      password: password ? undefined : t("passwordRequired"),
    };
    setErrors(found);
    if (found.code || found.password) return;
    flash.clear();
    try {
      await save.mutateAsync({ antiPhishingCode, password });
      setCode("");
      setPassword("");
      flash.success(antiPhishingCode ? t("saved") : t("removed"));
    } catch (err) {
      flash.error(errorText(err, t("failed")));
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(code);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
      <FlashMessage flash={flash.flash} />
      <p className="text-sm text-muted-foreground">{current ? t("current", { code: current }) : t("none")}</p>
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <FormField id="anti-phishing-code" label={t("code")} error={errors.code}>
          <Input
            value={code}
            maxLength={20}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            {...fieldA11y("anti-phishing-code", errors.code)}
          />
        </FormField>
        <FormField id="anti-phishing-password" label={t("password")} error={errors.password}>
          <PasswordInput
            value={password}
            autoComplete="current-password"
            onChange={(e) => setPassword(e.target.value)}
            {...fieldA11y("anti-phishing-password", errors.password)}
          />
        </FormField>
      </fieldset>
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={t("saving")} disabled={busy}>
          {t("submit")}
        </SubmitButton>
        {current && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void submit(null)}>
            {t("remove")}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * "Lock my account", after a confirm dialog; this session ends with the others and the sign-in page of the
 * audience's side opens. An administrator holds no withdrawals, so theirs is worded without them.
 */
export function LockMyAccount({ audience }: { audience: SecurityAudience }) {
  const t = useTranslations("accountSecurity.lock");
  const errorText = useErrorText();
  const lock = useLockMyAccount();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const busy = lock.isPending;

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await lock.mutateAsync();
      forgetSignIn();
      replacePage(audience === "admin" ? "/admin/login?locked=1" : "/login?locked=1");
    } catch (err) {
      setFailure(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {t(audience === "admin" ? "adminDescription" : "description")}
      </p>
      <Button
        type="button"
        variant="destructive"
        className="w-full sm:w-auto sm:justify-self-start"
        onClick={() => setOpen(true)}
      >
        {t("button")}
      </Button>
      <AlertDialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
        <AlertDialogContent onEscapeKeyDown={(e) => busy && e.preventDefault()}>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t(audience === "admin" ? "adminConfirmText" : "confirmText")}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {failure && <Alert variant="error">{failure}</Alert>}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm()}
            >
              {busy && <ButtonSpinner />}
              {busy ? t("locking") : t("confirm")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
