"use client";
// The second step of a sign-in when the account has two-factor authentication on: the password was right
// and the server answered with a short-lived challenge instead of a session. Shared by /login and
// /admin/login; each form finishes the sign-in its own way once this step succeeds.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch, isApiError } from "@/lib/api-client";
import { CODE_LENGTH, CodeInput } from "./code-input";
import { describeAuthFailure, useAuthFailureTexts } from "./auth-failure";

/** What the first step answers instead of a session when a code is needed. */
export type TwoFactorChallenge = { twoFactorRequired: true; challenge: string };

export const isTwoFactorChallenge = (body: unknown): body is TwoFactorChallenge =>
  typeof body === "object" &&
  body !== null &&
  (body as { twoFactorRequired?: unknown }).twoFactorRequired === true &&
  typeof (body as { challenge?: unknown }).challenge === "string";

/**
 * The challenge is gone (expired, used, or killed by too many wrong codes): the password step has to be
 * done again. Told apart from a wrong code by status (401), the answer's code, or an error about the
 * challenge field, never by the wording of the message.
 */
export const CHALLENGE_EXPIRED_CODE = "TWO_FACTOR_CHALLENGE_EXPIRED";

export function challengeEnded(err: unknown): boolean {
  if (!isApiError(err)) return false;
  if (err.status === 401 || err.status === 410) return true;
  if ((err.body as { code?: unknown } | null)?.code === CHALLENGE_EXPIRED_CODE) return true;
  return [400, 404].includes(err.status) && !!err.errors?.some((e) => e.path === "challenge");
}

type Props<T> = {
  challenge: string;
  /** The sign-in body (same as a sign-in without two-factor); the session cookie is set. */
  onSignedIn: (body: T) => void;
  /** Back to the password step, with the server's reason when the challenge ended. */
  onRestart: (message: string | null) => void;
  /** Prefix of the element ids, so two forms never share one. */
  idPrefix: string;
};

export function TwoFactorStep<T>({ challenge, onSignedIn, onRestart, idPrefix }: Props<T>) {
  const t = useTranslations("auth.twoFactor");
  const failureTexts = useAuthFailureTexts();
  const [mode, setMode] = useState<"app" | "recovery">("app");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const sending = useRef(false);
  const codeId = `${idPrefix}-2fa-code`;
  const errorId = `${codeId}-error`;
  const prompt = mode === "app" ? t("appPrompt") : t("recoveryPrompt");
  // The step replaces the password form (or the other kind of code) under the user's focus: move it along.
  // After a wrong code, back to the emptied input for the next try.
  useEffect(() => document.getElementById(codeId)?.focus(), [codeId, mode, attempt]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const value = code.trim();
    if (mode === "app" && !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value)) return setError(t("appRequired"));
    if (mode === "recovery" && !value) return setError(t("recoveryRequired"));
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const body = await apiFetch<T>("/api/auth/signin/2fa", {
        method: "POST",
        body: { challenge, code: value },
      });
      // Stays busy: the form that owns this step is leaving for the dashboard.
      onSignedIn(body);
    } catch (err) {
      sending.current = false;
      setBusy(false);
      const { message } = describeAuthFailure(err, {
        fields: [],
        statuses: [400, 401, 403, 404, 410],
        fallback: t("failed"),
        texts: failureTexts,
      });
      if (challengeEnded(err)) return onRestart(message);
      setCode("");
      setError(message);
      setAttempt((n) => n + 1);
    }
  };

  const switchMode = () => {
    setMode((m) => (m === "app" ? "recovery" : "app"));
    setCode("");
    setError(null);
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t("title")}</h2>
        <p id={`${codeId}-prompt`} className="text-sm text-muted-foreground">
          {prompt}
        </p>
      </div>
      {error && (
        <Alert id={errorId} variant="error">
          {error}
        </Alert>
      )}
      <fieldset disabled={busy} className="grid gap-5">
        {mode === "app" ? (
          <div className="grid gap-2">
            <CodeInput
              id={codeId}
              label={t("appLabel")}
              value={code}
              onChange={(next) => {
                setCode(next);
                setError(null);
              }}
              invalid={!!error}
              describedBy={`${codeId}-prompt${error ? ` ${errorId}` : ""}`}
            />
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={codeId}>{t("recoveryLabel")}</Label>
            <Input
              id={codeId}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              className="font-mono"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${codeId}-prompt${error ? ` ${errorId}` : ""}`}
            />
          </div>
        )}
        <SubmitButton busy={busy} busyLabel={t("submitting")} className="w-full">
          {t("submit")}
        </SubmitButton>
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            type="button"
            variant="link"
            className="h-auto whitespace-normal p-0 text-left"
            onClick={switchMode}
          >
            {mode === "app" ? t("useRecovery") : t("useApp")}
          </Button>
          <Button
            type="button"
            variant="link"
            className="h-auto whitespace-normal p-0 text-left"
            onClick={() => onRestart(null)}
          >
            {t("back")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
