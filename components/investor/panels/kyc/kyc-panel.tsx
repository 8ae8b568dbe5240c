"use client";
import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, type MouseEvent } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useKycStatus } from "@/lib/hooks/use-kyc";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { KycDialog } from "./kyc-dialog";
import { KycRequired, KycUnderReview, KycVerified } from "./kyc-status-views";
import { useKycWizard } from "./use-kyc-wizard";

/**
 * Kyc(New), made real: the investor's verification status and the three-step wizard (docs/decisions.md,
 * "Identity verification (KYC)").
 * The dialog lives beside the status views, so it can show its success while the status turns to "under review".
 */
export function KycPanel() {
  const t = useTranslations("investor.kyc");
  const { user, navigate } = useInvestorDashboard();
  const status = useKycStatus();
  const wizard = useKycWizard(user.id);
  const returnFocus = useReturnFocus();
  const region = useRef<HTMLDivElement>(null);

  const start = (e: MouseEvent<HTMLButtonElement>) => {
    // After a submission the Start button is gone; focus then lands on the status itself.
    returnFocus.remember(e.currentTarget, region.current);
    wizard.onOpenChange(true);
  };
  const backToDashboard = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate("overview");
  };

  let body;
  if (status.isPending) body = <Skeleton className="h-72 w-full" />;
  else if (status.isError)
    body = <LoadError compact message={t("statusFailed")} onRetry={() => void status.refetch()} />;
  else if (user.isVerified || status.data.status === "APPROVED")
    body = <KycVerified decidedAt={status.data.decidedAt} />;
  else if (status.data.status === "PENDING") body = <KycUnderReview submittedAt={status.data.submittedAt} />;
  else
    body = (
      <KycRequired
        rejectionReason={status.data.status === "REJECTED" ? (status.data.reason ?? null) : undefined}
        onStart={start}
      />
    );

  return (
    <div className="space-y-6">
      <div ref={region} tabIndex={-1} aria-busy={status.isPending} className="focus:outline-none">
        {body}
      </div>
      <a
        href="/dashboard"
        onClick={backToDashboard}
        className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("back")}
      </a>
      <KycDialog wizard={wizard} onCloseAutoFocus={returnFocus.onCloseAutoFocus} />
    </div>
  );
}
