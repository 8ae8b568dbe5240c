// How the identity-verification queue names things: statuses as badges, the wizard's option values as words.
import { Badge } from "@/components/ui/badge";
import type { KycStatus } from "@/lib/enums";
import { statusTone, titleCase } from "@/lib/labels";

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  passport: "Passport",
  drivers_license: "Driver's License",
  national_id: "National ID",
};

export const DOCUMENT_LABELS = {
  front: "Front of ID",
  back: "Back of ID",
  holding: "Holding ID photo",
} as const;

/** "Pending review" rather than a bare "Pending": the queue is a to-do list. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  return (
    <Badge variant={statusTone(status)}>{status === "PENDING" ? "Pending review" : titleCase(status)}</Badge>
  );
}

/** The account's name over its e-mail, both as plain text (user-supplied). */
export function KycApplicant({ user }: { user: { name: string; email: string } }) {
  return (
    <div className="min-w-0">
      <div className="truncate font-medium">{user.name}</div>
      <div className="truncate text-xs text-muted-foreground">{user.email}</div>
    </div>
  );
}
