import { createColumnHelper } from "@tanstack/react-table";
import { createContext, useContext } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { AdminKycRow } from "@/lib/hooks/admin/use-admin-kyc";
import { KycApplicant, KycStatusBadge } from "./kyc-labels";

// Opening a review reaches the rows through context, so the column definitions stay fixed.
const OpenReviewContext = createContext<(row: AdminKycRow, opener: HTMLElement) => void>(() => {});
export const OpenReviewProvider = OpenReviewContext.Provider;

function ReviewButton({ row }: { row: AdminKycRow }) {
  const open = useContext(OpenReviewContext);
  // The accessible name starts with the visible word, so speech users can say what they see.
  const verb = row.status === "PENDING" ? "Review" : "View";
  return (
    <Button
      variant={row.status === "PENDING" ? "default" : "outline"}
      size="sm"
      aria-label={`${verb} verification of ${row.user.name}`}
      onClick={(e) => open(row, e.currentTarget)}
    >
      {verb}
    </Button>
  );
}

const column = createColumnHelper<AdminKycRow>();

export const kycColumns = [
  column.accessor("id", { header: "ID", cell: (c) => <span className="font-medium">#{c.getValue()}</span> }),
  column.display({
    id: "applicant",
    header: "Applicant",
    cell: ({ row }) => <KycApplicant user={row.original.user} />,
    meta: { className: "max-w-56" },
  }),
  column.accessor("status", { header: "Status", cell: (c) => <KycStatusBadge status={c.getValue()} /> }),
  column.accessor("submittedAt", {
    header: "Submitted",
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <ReviewButton row={row.original} />,
  }),
];

/** One submission as a card, for phones. */
export function KycCard({ row }: { row: AdminKycRow }) {
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">#{row.id}</span>
        <KycStatusBadge status={row.status} />
      </div>
      <KycApplicant user={row.user} />
      <div className="text-xs text-muted-foreground">{formatDateTime(row.submittedAt)}</div>
      <ReviewButton row={row} />
    </div>
  );
}
