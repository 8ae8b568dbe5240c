"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { useLockWithLink } from "@/lib/hooks/use-account-lock";
import { useErrorText } from "@/lib/i18n/use-error-text";

/**
 * The page of a security e-mail's "lock my account" link. Opening it locks nothing (mail scanners open links);
 * the Lock button does, signed out, with the link's single-use token.
 */
export function LockAccountForm({ token }: { token: string }) {
  const t = useTranslations("auth.lockAccount");
  const errorText = useErrorText();
  const lock = useLockWithLink();
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  if (!token) return <Alert variant="error">{t("missing")}</Alert>;

  if (lock.data) {
    return (
      <div className="grid gap-5">
        <Alert variant="success">{t("done")}</Alert>
        <p className="text-sm text-muted-foreground">{t("next")}</p>
        <p className="text-center text-sm">
          <Link href="/login" className="font-semibold text-primary hover:underline">
            {t("toLogin")}
          </Link>
        </p>
      </div>
    );
  }

  const onLock = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await lock.mutateAsync(token);
    } catch (err) {
      setFailure(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form onSubmit={onLock} aria-busy={lock.isPending} className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t("explain")}</p>
      {failure && <Alert variant="error">{failure}</Alert>}
      <SubmitButton
        busy={lock.isPending}
        busyLabel={t("locking")}
        disabled={lock.isPending}
        className="w-full"
      >
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
