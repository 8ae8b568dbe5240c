"use client";
import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { ListedAdmin } from "@/lib/hooks/admin/use-admin-admins";

// The row actions reach the section's dialogs through context, so the column definitions stay fixed.
type AdminActions = {
  /** Null: the signed-in role may not change administrators, and the rows show no actions. */
  edit: ((admin: ListedAdmin) => void) | null;
  remove: ((admin: ListedAdmin) => void) | null;
  selfId: number;
};
const ActionsContext = createContext<AdminActions>({ edit: null, remove: null, selfId: 0 });
export const AdminActionsProvider = ActionsContext.Provider;

function StatusBadge({ status }: { status: ListedAdmin["status"] }) {
  const t = useTranslations("admin.admins.status");
  return <Badge variant={status === "ACTIVE" ? "success" : "warning"}>{t(status)}</Badge>;
}

function RowActions({ admin }: { admin: ListedAdmin }) {
  const t = useTranslations("admin.admins");
  const { edit, remove, selfId } = useContext(ActionsContext);
  if (!edit || !remove) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => edit(admin)}
        aria-label={t("changeLabel", { name: admin.name })}
      >
        <Pencil aria-hidden />
        {t("changeRole")}
      </Button>
      {admin.id !== selfId && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => remove(admin)}
          aria-label={t("removeLabel", { name: admin.name })}
        >
          <Trash2 aria-hidden />
          {t("removeButton")}
        </Button>
      )}
    </div>
  );
}

const column = createColumnHelper<ListedAdmin>();

export function useAdminColumns() {
  const t = useTranslations("admin.admins");
  return useMemo(
    () => [
      column.accessor("name", {
        header: t("columns.name"),
        cell: ({ row }) => (
          <div className="min-w-0">
            <div className="font-medium break-words">{row.original.name}</div>
            <div className="text-xs text-muted-foreground break-all">{row.original.email}</div>
          </div>
        ),
      }),
      column.accessor("role", { header: t("columns.role"), cell: (c) => t(`roles.${c.getValue()}`) }),
      column.accessor("status", {
        header: t("columns.status"),
        cell: (c) => <StatusBadge status={c.getValue()} />,
      }),
      column.accessor("createdAt", {
        header: t("columns.added"),
        cell: (c) => (
          <time className="whitespace-nowrap" dateTime={c.getValue()}>
            {formatDateTime(c.getValue())}
          </time>
        ),
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <RowActions admin={row.original} />,
      }),
    ],
    [t],
  );
}

/** One administrator as a card, for phones. */
export function AdminCard({ admin }: { admin: ListedAdmin }) {
  const t = useTranslations("admin.admins");
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="font-medium break-words">{admin.name}</div>
          <div className="text-xs text-muted-foreground break-all">{admin.email}</div>
        </div>
        <StatusBadge status={admin.status} />
      </div>
      <div>{t(`roles.${admin.role}`)}</div>
      <RowActions admin={admin} />
    </div>
  );
}
