// How the identity-verification queue names things: statuses as badges, the wizard's option values as words.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { KycStatus } from "@/lib/enums";
import { statusTone } from "@/lib/labels";
import { useStatusLabel } from "../use-admin-labels";

/** "Pending review" rather than a bare "Pending": the queue is a to-do list. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  const t = useTranslations("admin.kyc");
  const statusLabel = useStatusLabel();
  return (
    <Badge variant={statusTone(status)}>
      {status === "PENDING" ? t("pendingReview") : statusLabel(status)}
    </Badge>
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
