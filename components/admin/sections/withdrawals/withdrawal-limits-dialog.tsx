"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Gauge } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import { useLevelLimits, useSetLevelLimits, type LevelLimits } from "@/lib/hooks/use-withdrawal-limits";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { LIMIT_LEVELS, type LimitLevel } from "@/lib/withdrawals/limits/levels";
import { useAdminCan } from "../../use-admin-can";

/** "12345.00000000" -> "12345", for the input; null -> "" (no limit). */
const shown = (v: string | null) => (v === null ? "" : String(Number(v)));

function LevelForm({ level, saved, editable }: { level: LimitLevel; saved: LevelLimits; editable: boolean }) {
  const t = useTranslations("admin.withdrawals.limits");
  const errorText = useErrorText();
  const save = useSetLevelLimits();
  const [daily, setDaily] = useState(shown(saved.daily));
  const [monthly, setMonthly] = useState(shown(saved.monthly));
  const sending = useRef(false);
  useEffect(() => {
    setDaily(shown(saved.daily));
    setMonthly(shown(saved.monthly));
  }, [saved.daily, saved.monthly]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await save.mutateAsync({ level, daily: daily.trim(), monthly: monthly.trim() });
      toast.success(t("saved", { level }));
    } catch (err) {
      toast.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };
  const id = `limits-${level.toLowerCase()}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={save.isPending}
      className="grid gap-3 rounded-md border p-4"
    >
      <h3 className="font-medium">{t(`levels.${level}`)}</h3>
      <fieldset disabled={!editable || save.isPending} className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-daily`} label={t("daily")}>
          <Input
            id={`${id}-daily`}
            inputMode="decimal"
            placeholder={t("none")}
            value={daily}
            onChange={(e) => setDaily(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-monthly`} label={t("monthly")}>
          <Input
            id={`${id}-monthly`}
            inputMode="decimal"
            placeholder={t("none")}
            value={monthly}
            onChange={(e) => setMonthly(e.target.value)}
          />
        </FormField>
      </fieldset>
      {editable && (
        <SubmitButton
          size="default"
          busy={save.isPending}
          busyLabel={t("saving")}
          className="justify-self-start"
        >
          {t("save")}
        </SubmitButton>
      )}
    </form>
  );
}

/**
 * Withdrawal limits in USD by verification level, in a dialog opened from the section's header (read when it
 * opens); a role without limits.manage reads them.
 */
export function WithdrawalLimitsDialog() {
  const t = useTranslations("admin.withdrawals.limits");
  const [open, setOpen] = useState(false);
  const limits = useLevelLimits(open);
  const editable = useAdminCan()("limits.manage");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start sm:self-auto">
          <Gauge aria-hidden />
          {t("title")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-2">
          {limits.isPending ? (
            <>
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </>
          ) : limits.isError ? (
            <LoadError compact message={t("loadError")} onRetry={() => void limits.refetch()} />
          ) : (
            LIMIT_LEVELS.map((level) => (
              <LevelForm key={level} level={level} saved={limits.data.levels[level]} editable={editable} />
            ))
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
