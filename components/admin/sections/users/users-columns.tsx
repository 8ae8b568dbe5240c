import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime, formatUsd } from "@/lib/format";
import type { AdminUser } from "@/lib/hooks/admin/use-admin-users";
import { UserRowActions, type UserRowHandlers } from "./user-row-actions";

const column = createColumnHelper<AdminUser>();

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useTranslations("admin.users");
  return (
    <Badge variant={verified ? "success" : "warning"}>{verified ? t("verified") : t("unverified")}</Badge>
  );
}

/** The verification badge, and a "Locked" one beside it while the account is locked. */
export function UserStatusBadges({ user }: { user: Pick<AdminUser, "isVerified" | "locked"> }) {
  const t = useTranslations("admin.users");
  return (
    <div className="flex flex-wrap items-center gap-1">
      <VerifiedBadge verified={user.isVerified} />
      {user.locked && <Badge variant="danger">{t("lockedBadge")}</Badge>}
    </div>
  );
}

/** User with ID, Contact, Status, Balance, Joined date and time (steps aside in a narrow table: the row's
 *  details show it), Actions. */
export function useUserColumns(handlers: UserRowHandlers) {
  const t = useTranslations("admin.users");
  return useMemo(
    () => [
      column.display({
        id: "user",
        header: t("columns.user"),
        cell: ({ row: { original: u } }) => (
          <div className="min-w-0">
            <div className="break-words font-medium">{u.name}</div>
            <div className="text-xs tabular-nums text-muted-foreground">{t("id", { id: u.id })}</div>
          </div>
        ),
      }),
      column.display({
        id: "contact",
        header: t("columns.contact"),
        // The address on one line, cut with an ellipsis (whole on hover and in the row's details).
        cell: ({ row: { original: u } }) => (
          <div className="min-w-0 text-sm">
            <div className="truncate" title={u.email}>
              {u.email}
            </div>
            <div className="text-xs text-muted-foreground">{u.phone}</div>
          </div>
        ),
        meta: { className: "max-w-56" },
      }),
      column.accessor("isVerified", {
        header: t("columns.status"),
        cell: ({ row: { original: u } }) => <UserStatusBadges user={u} />,
      }),
      column.accessor("balance", {
        header: t("columns.balance"),
        cell: (c) => formatUsd(c.getValue()),
        meta: { align: "right" },
      }),
      column.accessor("createdAt", {
        header: t("columns.joined"),
        cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
        meta: { hideBelow: 1152 },
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only sm:not-sr-only">{t("columns.actions")}</span>,
        cell: ({ row: { original: u } }) => <UserRowActions user={u} handlers={handlers} />,
        meta: { className: "text-right" },
      }),
    ],
    [t, handlers],
  );
}

/** One user as a card, for phones: the same facts and the same actions. */
export function UserCard({ user, handlers }: { user: AdminUser; handlers: UserRowHandlers }) {
  const t = useTranslations("admin.users");
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="break-words font-medium">{user.name}</div>
          <div className="text-xs tabular-nums text-muted-foreground">{t("id", { id: user.id })}</div>
        </div>
        <UserStatusBadges user={user} />
      </div>
      <div className="min-w-0">
        <div className="break-all">{user.email}</div>
        <div className="text-xs text-muted-foreground">{user.phone}</div>
      </div>
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span>{t("joinedOn", { date: formatDateTime(user.createdAt) })}</span>
        <span className="text-sm font-semibold tabular-nums text-foreground">{formatUsd(user.balance)}</span>
      </div>
      <UserRowActions user={user} handlers={handlers} />
    </div>
  );
}
