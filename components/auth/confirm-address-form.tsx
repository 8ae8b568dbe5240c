"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/api-client";
import { RETURN_PARAM } from "@/lib/auth/return-path";
import { formatDateTime } from "@/lib/format";
import { useConfirmWithdrawalAddress } from "@/lib/hooks/use-withdrawal-addresses";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { replacePage } from "@/lib/replace-page";

const ADDRESSES = "/dashboard?panel=settings&tab=addresses";

/**
 * Confirms a saved withdrawal address with the e-mail's token, on the investor's click rather than on opening
 * the page: the link only says an address was added, and whoever added it may not be the investor (a stolen
 * session), so the page asks first and tells them what to do if it was not them.
 */
export function ConfirmAddressForm({ token }: { token: string }) {
  const t = useTranslations("auth.confirmAddress");
  const errorText = useErrorText();
  const confirm = useConfirmWithdrawalAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  if (!token) return <Alert variant="error">{t("missing")}</Alert>;

  if (confirm.data) {
    const { activeAt } = confirm.data.address;
    const usableNow = !activeAt || Date.parse(activeAt) <= Date.now();
    return (
      <div className="grid gap-5">
        <Alert variant="success">
          {usableNow ? t("confirmedNow") : t("confirmed", { date: formatDateTime(activeAt) })}
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link href={ADDRESSES}>{t("goToAddresses")}</Link>
        </Button>
      </div>
    );
  }

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await confirm.mutateAsync(token);
    } catch (err) {
      // The session ended since the page was opened: sign in again and come back to this link.
      if (isApiError(err, 401)) {
        const back = `${window.location.pathname}${window.location.search}`;
        replacePage(`/login?${new URLSearchParams({ [RETURN_PARAM]: back })}`);
        return;
      }
      setFailure(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form onSubmit={onConfirm} aria-busy={confirm.isPending} className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t("notYou")}</p>
      {failure && <Alert variant="error">{failure}</Alert>}
      <SubmitButton
        busy={confirm.isPending}
        busyLabel={t("confirming")}
        disabled={confirm.isPending}
        className="w-full"
      >
        {t("submit")}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link href={ADDRESSES} className="font-semibold text-primary hover:underline">
          {t("goToAddresses")}
        </Link>
      </p>
    </form>
  );
}
