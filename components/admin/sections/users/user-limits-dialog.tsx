"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import { formatUsd } from "@/lib/format";
import { useInvestorLimits, useSetInvestorLimits } from "@/lib/hooks/use-withdrawal-limits";
import { useErrorText } from "@/lib/i18n/use-error-text";
import type { UserDialogProps } from "./use-user-dialogs";

const shown = (v: string | null) => (v === null ? "" : String(Number(v)));

/** One investor's own withdrawal limits (empty: their level's), with what applies to them now. */
export function UserLimitsDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  const t = useTranslations("admin.users.limits");
  const errorText = useErrorText();
  const limits = useInvestorLimits(user?.id ?? null);
  const save = useSetInvestorLimits();
  const [daily, setDaily] = useState("");
  const [monthly, setMonthly] = useState("");
  const sending = useRef(false);
  const busy = save.isPending;
  const own = limits.data?.own;
  useEffect(() => {
    setDaily(own ? shown(own.daily) : "");
    setMonthly(own ? shown(own.monthly) : "");
  }, [own]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending.current || !user) return;
    sending.current = true;
    try {
      await save.mutateAsync({ userId: user.id, daily: daily.trim(), monthly: monthly.trim() });
      toast.success(t("saved", { name: user.name }));
      onClose();
    } catch (err) {
      toast.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };
  const effective = limits.data?.effective;
  const remaining = (v: string | null) => (v === null ? t("noLimit") : formatUsd(Number(v)));

  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && !busy && onClose()}>
      {user && (
        <DialogContent hideClose={busy} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle className="break-words">{t("title", { name: user.name })}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          {limits.isPending ? (
            <Skeleton className="h-32" />
          ) : limits.isError ? (
            <LoadError compact message={t("loadError")} onRetry={() => void limits.refetch()} />
          ) : (
            <form onSubmit={submit} noValidate aria-busy={busy} className="grid gap-4">
              {effective && (
                <p className="text-sm text-muted-foreground">
                  {t("left", {
                    today: remaining(effective.daily.remaining),
                    month: remaining(effective.monthly.remaining),
                  })}
                </p>
              )}
              <fieldset disabled={busy} className="grid gap-3 sm:grid-cols-2">
                <FormField id="user-limit-daily" label={t("daily")}>
                  <Input
                    id="user-limit-daily"
                    inputMode="decimal"
                    placeholder={t("levels")}
                    value={daily}
                    onChange={(e) => setDaily(e.target.value)}
                  />
                </FormField>
                <FormField id="user-limit-monthly" label={t("monthly")}>
                  <Input
                    id="user-limit-monthly"
                    inputMode="decimal"
                    placeholder={t("levels")}
                    value={monthly}
                    onChange={(e) => setMonthly(e.target.value)}
                  />
                </FormField>
              </fieldset>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                  {t("cancel")}
                </Button>
                <SubmitButton busy={busy} busyLabel={t("saving")}>
                  {t("save")}
                </SubmitButton>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
