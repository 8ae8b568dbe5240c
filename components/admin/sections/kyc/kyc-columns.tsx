import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { AdminKycRow } from "@/lib/hooks/admin/use-admin-kyc";
import { KycApplicant, KycStatusBadge } from "./kyc-labels";

// Opening a review reaches the rows through context, so the column definitions stay fixed.
const OpenReviewContext = createContext<(row: AdminKycRow, opener: HTMLElement) => void>(() => {});
export const OpenReviewProvider = OpenReviewContext.Provider;

function ReviewButton({ row }: { row: AdminKycRow }) {
  const t = useTranslations("admin.kyc");
  const open = useContext(OpenReviewContext);
  // The accessible name starts with the visible word, so speech users can say what they see.
  const pending = row.status === "PENDING";
  return (
    <Button
      variant={row.status === "PENDING" ? "default" : "outline"}
      size="sm"
      aria-label={
        pending ? t("reviewLabel", { name: row.user.name }) : t("viewLabel", { name: row.user.name })
      }
      onClick={(e) => open(row, e.currentTarget)}
    >
      {pending ? t("review") : t("view")}
    </Button>
  );
}

const column = createColumnHelper<AdminKycRow>();

export function useKycColumns() {
  const t = useTranslations("admin.kyc");
  return useMemo(
    () => [
      column.accessor("id", {
        header: t("columns.id"),
        cell: (c) => <span className="font-medium">{t("id", { id: c.getValue() })}</span>,
      }),
      column.display({
        id: "applicant",
        header: t("columns.applicant"),
        cell: ({ row }) => <KycApplicant user={row.original.user} />,
        meta: { className: "max-w-56" },
      }),
      column.accessor("status", {
        header: t("columns.status"),
        cell: (c) => <KycStatusBadge status={c.getValue()} />,
      }),
      column.accessor("submittedAt", {
        header: t("columns.submitted"),
        cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <ReviewButton row={row.original} />,
      }),
    ],
    [t],
  );
}

/** One submission as a card, for phones. */
export function KycCard({ row }: { row: AdminKycRow }) {
  const t = useTranslations("admin.kyc");
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{t("id", { id: row.id })}</span>
        <KycStatusBadge status={row.status} />
      </div>
      <KycApplicant user={row.user} />
      <div className="text-xs text-muted-foreground">{formatDateTime(row.submittedAt)}</div>
      <ReviewButton row={row} />
    </div>
  );
}
