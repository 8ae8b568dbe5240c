"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField, withEditHook } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch, isApiError } from "@/lib/api-client";
import { rememberSignIn, sessionKeys } from "@/lib/hooks/use-session";
import { replacePage } from "@/lib/replace-page";
import { signinSchema } from "@/lib/validation/auth";
import { describeAuthFailure, useAuthFailureTexts } from "./auth-failure";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { isTwoFactorChallenge, TwoFactorStep, type TwoFactorChallenge } from "./two-factor-step";
import { useTimedMessage } from "@/lib/hooks/use-timed-message";
import { useErrorText } from "@/lib/i18n/use-error-text";

type SigninResponse = { message: string; user: { id: number; email: string }; token: string };

const FIELDS = ["email", "password"] as const;

// "Sign-in" (idle -> submitting -> success | failure) and its error texts.
type LoginFormProps = {
  openForgot?: boolean;
  /** Where the sign-in goes (a checked dashboard address the visitor asked for), else the dashboard. */
  returnTo?: string;
};

export function LoginForm({ openForgot = false, returnTo = "/dashboard" }: LoginFormProps = {}) {
  const t = useTranslations("auth");
  const failureTexts = useAuthFailureTexts();
  const errorText = useErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(signinSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
  const banner = useTimedMessage(5000);
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  // ?forgot=1 (the reset page's "Request a new link") opens the Forgot-password dialog straight away.
  const [forgotOpen, setForgotOpen] = useState(openForgot);
  // Set when the password was right but the account asks for a two-factor code next.
  const [challenge, setChallenge] = useState<string | null>(null);
  // A locked account's answer stays on screen (not the 5-second banner): it says how to unlock, and an
  // administrator's lock carries the reason the investor is to read.
  const [locked, setLocked] = useState<{ message: string; reason: string | null } | null>(null);
  const forgotButtonRef = useRef<HTMLButtonElement>(null);
  const busy = status !== "idle";

  const withClearOnEdit = (reg: UseFormRegisterReturn<(typeof FIELDS)[number]>) =>
    withEditHook(reg, (name) => {
      form.clearErrors(name);
      banner.clear();
    });

  const signedIn = (res: SigninResponse) => {
    rememberSignIn(res.user);
    queryClient.removeQueries({ queryKey: sessionKeys.user });
    setStatus("success");
    toast.success(t("login.success"));
    // Replaced, so Back from the dashboard never shows this form to a signed-in investor.
    setTimeout(() => replacePage(returnTo), 1000);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus("submitting");
    banner.clear();
    setLocked(null);
    try {
      const res = await apiFetch<SigninResponse | TwoFactorChallenge>("/api/auth/signin", {
        method: "POST",
        body: values,
      });
      if (isTwoFactorChallenge(res)) {
        setStatus("idle");
        setChallenge(res.challenge);
        return;
      }
      signedIn(res);
    } catch (err) {
      setStatus("idle");
      if (isApiError(err, 403) && (err.body as { needsVerification?: boolean } | null)?.needsVerification) {
        toast.error(errorText(err, t("login.failed")));
        router.push(`/verify-email?email=${encodeURIComponent(values.email)}`);
        return;
      }
      const body = isApiError(err, 403)
        ? (err.body as { locked?: boolean; lockReason?: string | null } | null)
        : null;
      if (body?.locked) {
        const message = errorText(err, t("login.failed"));
        setLocked({ message, reason: body.lockReason ?? null });
        toast.error(message);
        return;
      }
      const failure = describeAuthFailure(err, {
        fields: FIELDS,
        statuses: [400, 401, 403, 404],
        fallback: t("login.failed"),
        texts: failureTexts,
      });
      for (const e of failure.fieldErrors) form.setError(e.path, { message: e.message });
      banner.show(failure.message);
      toast.error(failure.message);
    }
  });

  if (challenge)
    return (
      <TwoFactorStep<SigninResponse>
        idPrefix="login"
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(message) => {
          setChallenge(null);
          if (message) {
            banner.show(message);
            toast.error(message);
          }
          // After the password form is back on screen.
          setTimeout(() => form.setFocus("password"));
        }}
      />
    );

  // Built outside the JSX: only text belongs there.
  const inputs = {
    email: { ...fieldA11y("email", errors.email?.message), ...withClearOnEdit(form.register("email")) },
    password: {
      ...fieldA11y("password", errors.password?.message),
      ...withClearOnEdit(form.register("password")),
    },
  };
  const noAccount = t.rich("login.noAccount", {
    link: (chunks) => (
      <Link href="/signup" className="font-semibold text-primary hover:underline">
        {chunks}
      </Link>
    ),
  });

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
        {banner.message && <Alert variant="error">{banner.message}</Alert>}
        {locked && (
          <Alert variant="error">
            <p>{locked.message}</p>
            {locked.reason && <p className="mt-1">{t("login.lockReason", { reason: locked.reason })}</p>}
          </Alert>
        )}
        <fieldset disabled={busy} className="grid gap-5">
          <FormField id="email" label={t("fields.email")} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t("fields.emailPlaceholder")}
              {...inputs.email}
            />
          </FormField>
          <FormField
            id="password"
            label={t("fields.password")}
            error={errors.password?.message}
            labelAside={
              <button
                ref={forgotButtonRef}
                type="button"
                onClick={() => setForgotOpen(true)}
                className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t("login.forgot")}
              </button>
            }
          >
            <PasswordInput autoComplete="current-password" {...inputs.password} />
          </FormField>
          <SubmitButton busy={busy} busyLabel={t("login.submitting")} className="w-full">
            {t("login.submit")}
          </SubmitButton>
        </fieldset>
        <PasskeySignInButton<SigninResponse> onSignedIn={signedIn} />
        <p className="text-center text-sm text-muted-foreground">{noAccount}</p>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        defaultEmail={form.getValues("email")}
        returnFocusTo={forgotButtonRef}
      />
    </>
  );
}
