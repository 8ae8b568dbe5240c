"use client";
// A fixed-term position's renewal at maturity: "Auto-renew" (subscribe again to the same plan) and, with it,
// "Compound" (with the interest it paid). Each change shows at once and is put back if the server refuses.
import { useTranslations } from "next-intl";
import { useId } from "react";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useSetRenewal, type Position } from "@/lib/hooks/use-earn";
import { useErrorText } from "@/lib/i18n/use-error-text";

export function RenewalSwitch({ position }: { position: Position }) {
  const t = useTranslations("investor.investments.renewal");
  const errorText = useErrorText();
  const setRenewal = useSetRenewal();
  const id = useId();
  const name = { plan: position.plan, id: position.id };
  const change = (next: { autoRenew: boolean; compound: boolean }) =>
    setRenewal.mutate(
      { id: position.id, ...next },
      {
        onSuccess: () => toast.success(next.autoRenew ? t("on", name) : t("off", name)),
        onError: (err) => toast.error(errorText(err, t("failed"))),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-renew`}
          checked={position.autoRenew}
          disabled={setRenewal.isPending}
          aria-label={t("autoRenewLabel", name)}
          onCheckedChange={(autoRenew) =>
            change({ autoRenew, compound: autoRenew ? position.compound : false })
          }
        />
        <Label htmlFor={`${id}-renew`} className="text-sm font-normal">
          {t("autoRenew")}
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-compound`}
          checked={position.compound}
          disabled={setRenewal.isPending || !position.autoRenew}
          aria-label={t("compoundLabel", name)}
          onCheckedChange={(compound) => change({ autoRenew: position.autoRenew, compound })}
        />
        <Label htmlFor={`${id}-compound`} className="text-sm font-normal">
          {t("compound")}
        </Label>
      </div>
    </div>
  );
}
