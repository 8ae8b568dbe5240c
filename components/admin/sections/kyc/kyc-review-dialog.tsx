"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useAdminKycSubmission, type AdminKycRow } from "@/lib/hooks/admin/use-admin-kyc";
import { KycDecision } from "./kyc-decision";
import { KycDetails } from "./kyc-details";
import { KycDocuments } from "./kyc-documents";
import { KycStatusBadge } from "./kyc-labels";
import { useAdminCan } from "../../use-admin-can";

type Props = {
  row: AdminKycRow | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

function ReviewSkeleton() {
  const t = useTranslations("admin.kyc.dialog");
  return (
    <div role="status" aria-busy="true" aria-label={t("loading")} className="grid gap-3">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-10 w-1/2" />
    </div>
  );
}

/** One submission: the details (masked), the three images and the decision. */
export function KycReviewDialog({ row, onClose, onCloseAutoFocus }: Props) {
  const t = useTranslations("admin.kyc.dialog");
  const detail = useAdminKycSubmission(row?.id ?? null);
  const mayDecide = useAdminCan()("kyc.decide");
  const submission = detail.data && detail.data.id === row?.id ? detail.data : undefined;
  const meta =
    row &&
    t.rich("meta", {
      id: row.id,
      email: row.user.email,
      date: formatDateTime(row.submittedAt),
      mail: (c) => <span className="break-all">{c}</span>,
    });

  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-w-3xl">
        {row && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{t("title", { name: row.user.name })}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <span>{meta}</span>
                <KycStatusBadge status={submission?.status ?? row.status} />
              </DialogDescription>
            </DialogHeader>
            {submission ? (
              <>
                <KycDetails key={submission.id} submission={submission} />
                <KycDocuments submission={submission} />
                {mayDecide && <KycDecision submission={submission} onDecided={onClose} />}
              </>
            ) : detail.isError ? (
              <LoadError compact message={t("loadError")} onRetry={() => void detail.refetch()} />
            ) : (
              <ReviewSkeleton />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
