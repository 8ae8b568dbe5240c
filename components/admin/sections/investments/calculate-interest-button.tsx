"use client";
import { Calculator } from "lucide-react";
import { useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import {
  useCalculateInterest,
  type CalculateInterestResponse,
} from "@/lib/hooks/admin/use-admin-investments";
import { formatUsd } from "@/lib/format";
import { useAdminCan } from "../../use-admin-can";

/** The one-shot interest run; busy while it runs and never sent twice. */
/** Only for a role that may run the interest pass. */
export function CalculateInterestButton() {
  return useAdminCan()("interest.run") ? <CalculateInterest /> : null;
}

function CalculateInterest() {
  const t = useTranslations("admin.investments.interest");
  const errorText = useErrorText();
  const calculate = useCalculateInterest();
  const successText = (res: CalculateInterestResponse | null | undefined) => {
    const data = res?.data;
    if (!data) return t("done");
    return t("success", { processed: data.processed, total: formatUsd(data.totalCredited) });
  };
  // isPending arrives a render late; a second click in between must not start a second run.
  const running = useRef(false);
  const busy = calculate.isPending;

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      toast.success(successText(await calculate.mutateAsync()));
    } catch (err) {
      toast.error(errorText(err, t("failed")));
    } finally {
      running.current = false;
    }
  };

  return (
    <Button onClick={run} disabled={busy} aria-busy={busy}>
      {busy ? <ButtonSpinner /> : <Calculator aria-hidden />}
      {busy ? t("busy") : t("button")}
    </Button>
  );
}
