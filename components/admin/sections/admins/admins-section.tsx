"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { useAdminAdmins, type ListedAdmin } from "@/lib/hooks/admin/use-admin-admins";
import { useAdminDashboard } from "../../admin-dashboard-context";
import { useAdminCan } from "../../use-admin-can";
import { AdminActionsProvider, AdminCard, useAdminColumns } from "./admin-columns";
import { ChangeRoleDialog } from "./change-role-dialog";
import { InviteAdminDialog } from "./invite-admin-dialog";
import { RemoveAdminDialog } from "./remove-admin-dialog";

const PAGE_SIZE = 20;

/** The administrators and their roles; the owner invites, changes roles and removes. */
export function AdminsSection() {
  const t = useTranslations("admin.admins");
  const { admin: self } = useAdminDashboard();
  const can = useAdminCan();
  const manage = can("admins.manage");
  const table = useTableUrlState();
  const admins = useAdminAdmins();
  const columns = useAdminColumns();
  const [editing, setEditing] = useState<ListedAdmin | null>(null);
  const [removing, setRemoving] = useState<ListedAdmin | null>(null);
  const actions = useMemo(
    () => ({ edit: manage ? setEditing : null, remove: manage ? setRemoving : null, selfId: self.id }),
    [manage, self.id],
  );

  return (
    <AdminActionsProvider value={actions}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <p className="max-w-prose text-sm text-muted-foreground">{t("intro")}</p>
          {manage && <InviteAdminDialog />}
        </div>
        <section aria-labelledby="admin-admins" className="space-y-4">
          <h2 id="admin-admins" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={admins.data?.admins}
            isLoading={admins.isPending}
            error={admins.error}
            errorMessage={t("loadError")}
            onRetry={() => void admins.refetch()}
            state={table}
            pageSize={PAGE_SIZE}
            noun={t("noun")}
            empty={<TableEmpty title={t("empty")} />}
            renderCard={(a) => <AdminCard admin={a} />}
            getRowId={(a) => String(a.id)}
          />
        </section>
      </div>
      <ChangeRoleDialog admin={editing} onClose={() => setEditing(null)} />
      <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} />
    </AdminActionsProvider>
  );
}
