"use client";

import { useCallback, useMemo, useRef } from "react";
import { toast } from "sonner";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useAdminUsers, useVerifyUser, type AdminUser } from "@/lib/hooks/admin/use-admin-users";
import { writeUrlParams } from "@/lib/hooks/use-url-state";
import { useAdminDashboard } from "@/components/admin/admin-dashboard-context";
import { useAdminCan } from "../../use-admin-can";
import { AddUserDialog } from "./add-user-dialog";
import { UserLimitsDialog } from "./user-limits-dialog";
import { BalancesDialog } from "./balances-dialog";
import { CreditDialog } from "./credit-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import { ResetBalanceDialog } from "./reset-balance-dialog";
import { LockAccountDialog } from "./lock-account-dialog";
import { ResetTwoFactorDialog } from "./reset-two-factor-dialog";
import { useUserDialogs } from "./use-user-dialogs";
import type { UserRowHandlers } from "./user-row-actions";
import { UserCard, useUserColumns } from "./users-columns";
import { useServerText } from "../use-admin-labels";
import { UsersStats } from "./users-stats";

export const USERS_PAGE_SIZE = 10;

/**
 * User Management: the list is paged and searched on the server (docs/decisions.md, "Admin lists are paged
 * on the server").
 */
export function UsersSection() {
  const t = useTranslations("admin.users");
  const errorText = useErrorText();
  const serverText = useServerText();
  const { navigate } = useAdminDashboard();
  const mayCreate = useAdminCan()("users.create");
  const table = useTableUrlState();
  const users = useAdminUsers({ page: table.page, pageSize: USERS_PAGE_SIZE, q: table.q });
  const verify = useVerifyUser();
  const addButton = useRef<HTMLButtonElement>(null);
  const dialogs = useUserDialogs(addButton);

  const { mutateAsync: verifyAsync } = verify;
  const verifying = useRef(false);
  const verifyUser = useCallback(
    async (user: AdminUser) => {
      if (verifying.current) return;
      verifying.current = true;
      try {
        const res = await verifyAsync(user.id);
        toast.success(serverText(res.message, t("verifyDone")));
      } catch (err) {
        toast.error(errorText(err, t("verifyFailed")));
      } finally {
        verifying.current = false;
      }
    },
    [verifyAsync, serverText, errorText, t],
  );
  // Send Mail is a section of its own; `to` names the recipient it starts with.
  const sendMail = useCallback(
    (user: AdminUser) => {
      navigate("send-mail");
      writeUrlParams({ to: user.id });
    },
    [navigate],
  );
  const verifyingId = verify.isPending ? (verify.variables ?? null) : null;
  const handlers = useMemo<UserRowHandlers>(
    () => ({ openDialog: dialogs.show, verify: (u) => void verifyUser(u), sendMail, verifyingId }),
    [dialogs.show, verifyUser, sendMail, verifyingId],
  );
  const columns = useUserColumns(handlers);

  const dialogProps = {
    balances: dialogs.propsFor("balances"),
    credit: dialogs.propsFor("credit"),
    reset: dialogs.propsFor("reset"),
    resetTwoFactor: dialogs.propsFor("reset-two-factor"),
    lock: dialogs.propsFor("lock"),
    limits: dialogs.propsFor("limits"),
    delete: dialogs.propsFor("delete"),
  };

  return (
    <div className="space-y-6">
      <UsersStats />
      <section aria-labelledby="users-list" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="users-list" className="text-lg font-semibold">
            {t("title")}
          </h2>
          {mayCreate && <AddUserDialog ref={addButton} />}
        </div>
        <DataTableToolbar query={{ value: table.q, onChange: table.setQuery, placeholder: t("search") }} />
        {users.isError && users.data !== undefined && (
          <Alert variant="error">{errorText(users.error, t("loadError"))}</Alert>
        )}
        <DataTable
          label={t("tableLabel")}
          columns={columns}
          data={users.data?.users}
          total={users.data?.pagination.total}
          isLoading={users.isPending}
          error={users.error}
          errorMessage={errorText(users.error, t("loadError"))}
          onRetry={() => void users.refetch()}
          state={table}
          pageSize={USERS_PAGE_SIZE}
          noun={t("noun")}
          empty={<TableEmpty title={t("empty")} hint={table.q ? t("emptyHint") : undefined} />}
          renderCard={(u) => <UserCard user={u} handlers={handlers} />}
          getRowId={(u) => String(u.id)}
          rowLabel={(u) => t("rowLabel", { name: u.name, id: u.id })}
        />
      </section>
      <BalancesDialog {...dialogProps.balances} />
      <CreditDialog {...dialogProps.credit} />
      <ResetBalanceDialog {...dialogProps.reset} />
      <ResetTwoFactorDialog {...dialogProps.resetTwoFactor} />
      <LockAccountDialog {...dialogProps.lock} />
      <UserLimitsDialog {...dialogProps.limits} />
      <DeleteUserDialog {...dialogProps.delete} />
    </div>
  );
}
