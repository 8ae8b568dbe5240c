"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CodeInput } from "@/components/auth/code-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/api-client";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useEnableTwoFactor, type TwoFactorSetup } from "@/lib/hooks/use-two-factor";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";
import { RecoveryCodes } from "./recovery-codes";

/** The key as authenticator apps print it: groups of four, easier to read out and type. */
export const groupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The setup call, started by whoever opened the dialog (one call per opening). */
  setup: UseMutationResult<TwoFactorSetup, Error, void>;
  onCloseAutoFocus: (event: Event) => void;
};

/** Turning two-factor sign-in on: scan the key, confirm a code, then keep the recovery codes. */
export function TwoFactorSetupDialog({ open, onOpenChange, setup, onCloseAutoFocus }: Props) {
  const t = useTranslations("accountSecurity.twoFactor.setup");
  const errorText = useErrorText();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Once the codes are on screen the only way out is "Done": an Escape or a stray click must not lose them.
  const keepOpen = (event: Event) => {
    if (recoveryCodes) event.preventDefault();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setRecoveryCodes(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        hideClose={!!recoveryCodes}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-lg"
      >
        {recoveryCodes ? (
          <RecoveryStep
            codes={recoveryCodes}
            onDone={() => {
              setRecoveryCodes(null);
              onOpenChange(false);
            }}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
              <DialogDescription>{t("description")}</DialogDescription>
            </DialogHeader>
            {setup.isPending && (
              <div className="flex justify-center py-8">
                <Spinner className="size-8" label={t("preparing")} />
              </div>
            )}
            {setup.isError && (
              <div className="grid gap-4">
                <Alert variant="error">{errorText(setup.error, t("startFailed"))}</Alert>
                <Button type="button" variant="outline" onClick={() => setup.mutate()}>
                  {t("tryAgain")}
                </Button>
              </div>
            )}
            {setup.data && <ScanStep setup={setup.data} onEnabled={setRecoveryCodes} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

type Errors = { password?: string; code?: string };

const PASSWORD_ID = "two-factor-enable-password";
const CODE_ID = "two-factor-code";

function ScanStep({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const t = useTranslations("accountSecurity.twoFactor.setup");
  const errorText = useErrorText();
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  // The first field in error takes focus, so its message is read out where the user is looking; after an
  // answer, once the fields are enabled again (a disabled field cannot take focus).
  const [focusNext, setFocusNext] = useState<keyof Errors | null>(null);
  const focusFirst = (found: Errors) =>
    setFocusNext(found.password ? "password" : found.code ? "code" : null);
  useEffect(() => {
    if (!focusNext || enable.isPending) return;
    if (focusNext === "password") passwordRef.current?.focus();
    else document.getElementById(CODE_ID)?.focus();
    setFocusNext(null);
  }, [focusNext, enable.isPending]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    // The route's own schema: the same rules, the same messages.
    const parsed = enableTwoFactorSchema.safeParse({ password, code: code.replace(/\s/g, "") });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "password" || field === "code") && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return focusFirst(found);
    }
    sending.current = true;
    setErrors({});
    try {
      const res = await enable.mutateAsync(parsed.data);
      onEnabled(res.recoveryCodes);
    } catch (err) {
      // A wrong password (or too many of them) is about the password; anything else is about the code.
      const onPassword =
        isApiError(err) &&
        (!!err.errors?.some((e) => e.path === "password") ||
          (err.status === 429 && /password/i.test(err.message)));
      const found: Errors = onPassword
        ? { password: errorText(err, t("enableFailed")) }
        : { code: errorText(err, t("enableFailed")) };
      setCode("");
      setErrors(found);
      focusFirst(found);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={enable.isPending} className="grid gap-5">
      <div className="flex justify-center">
        {/* A 4-module quiet zone and level M keep the code readable by phone cameras. */}
        <QRCodeSVG
          value={setup.otpauthUrl}
          size={192}
          level="M"
          marginSize={4}
          role="img"
          aria-label={t("qr")}
          className="rounded-md border"
        />
      </div>
      <div className="grid gap-2">
        <p id="two-factor-key-label" className="text-sm font-medium">
          {t("keyLabel")}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            id="two-factor-key"
            aria-labelledby="two-factor-key-label"
            className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wider"
          >
            {groupKey(setup.secret)}
          </code>
          <CopyButton value={setup.secret} label={t("copyKey")} />
        </div>
      </div>
      <fieldset disabled={enable.isPending} className="grid gap-5">
        <FormField id={PASSWORD_ID} label={t("password")} error={errors.password}>
          <PasswordInput
            ref={passwordRef}
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((prev) => ({ ...prev, password: undefined }));
            }}
            {...fieldA11y(PASSWORD_ID, errors.password)}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("code")}</legend>
          <CodeInput
            id={CODE_ID}
            label={t("code")}
            value={code}
            onChange={(next) => {
              setCode(next);
              setErrors((prev) => ({ ...prev, code: undefined }));
            }}
            invalid={!!errors.code}
            describedBy={errors.code ? "two-factor-code-error" : undefined}
          />
          <FieldError id="two-factor-code-error" message={errors.code} />
        </fieldset>
      </fieldset>
      <DialogFooter>
        <SubmitButton busy={enable.isPending} busyLabel={t("verifying")} disabled={enable.isPending}>
          {t("verify")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function RecoveryStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("accountSecurity.twoFactor.recovery");
  const title = useRef<HTMLHeadingElement>(null);
  // The Verify button that had focus is gone; the new step's title takes it, so it is read out.
  useEffect(() => title.current?.focus(), []);
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
          {t("title")}
        </DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
      </DialogHeader>
      <RecoveryCodes codes={codes} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t("done")}
        </Button>
      </DialogFooter>
    </>
  );
}
