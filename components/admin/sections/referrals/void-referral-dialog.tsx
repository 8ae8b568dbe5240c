"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ButtonSpinner } from "@/components/ui/spinner";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useVoidReferral } from "./use-referrals-admin";

/**
 * Void a referral with the reason the investor reads. Focus starts on Cancel and Escape cancels, as in every
 * confirmation; on closing it returns to the row's Void button, or to `fallbackFocus` when the voided row's
 * button is gone.
 */
export function VoidReferralDialog({
  referralId,
  trigger,
  fallbackFocus,
  onClose,
}: {
  referralId: number | null;
  trigger: HTMLElement | null;
  fallbackFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = useTranslations("admin.referrals");
  const errorText = useErrorText();
  const voidReferral = useVoidReferral();
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const busy = voidReferral.isPending;

  const close = () => {
    setReason("");
    setFailure(null);
    onClose();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current || referralId === null || !reason.trim()) return;
    sending.current = true;
    setFailure(null);
    try {
      await voidReferral.mutateAsync({ id: referralId, reason: reason.trim() });
      toast.success(t("voided"));
      close();
    } catch (err) {
      setFailure(errorText(err, t("voidFailed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <AlertDialog open={referralId !== null} onOpenChange={(open) => !open && !busy && close()}>
      {referralId !== null && (
        <AlertDialogContent
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            (trigger?.isConnected ? trigger : fallbackFocus.current)?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmVoid")}</AlertDialogTitle>
          </AlertDialogHeader>
          <form onSubmit={onSubmit} aria-busy={busy} className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="void-reason">{t("voidReason", { id: referralId })}</Label>
              <Input
                id="void-reason"
                value={reason}
                maxLength={500}
                disabled={busy}
                onChange={(e) => setReason(e.target.value)}
                required
              />
            </div>
            {failure && <Alert variant="error">{failure}</Alert>}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
              <Button
                type="submit"
                variant="destructive"
                disabled={!reason.trim() || busy}
                aria-busy={busy || undefined}
              >
                {busy && <ButtonSpinner />}
                {t("confirmVoid")}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
