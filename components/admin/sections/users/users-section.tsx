"use client";

import { useCallback, useMemo, useRef } from "react";
import { toast } from "sonner";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/error-message";
import { useAdminUsers, useVerifyUser, type AdminUser } from "@/lib/hooks/admin/use-admin-users";
import { writeUrlParams } from "@/lib/hooks/use-url-state";
import { useAdminDashboard } from "@/components/admin/admin-dashboard-context";
import { AddUserDialog } from "./add-user-dialog";
import { BalancesDialog } from "./balances-dialog";
import { CreditDialog } from "./credit-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import { ResetBalanceDialog } from "./reset-balance-dialog";
import { ResetTwoFactorDialog } from "./reset-two-factor-dialog";
import { useUserDialogs } from "./use-user-dialogs";
import type { UserRowHandlers } from "./user-row-actions";
import { UserCard, userColumns } from "./users-columns";
import { UsersStats } from "./users-stats";

// Page size, texts.
export const USERS_PAGE_SIZE = 10;
export const FETCH_USERS_FAILED = "Failed to fetch users";
export const VERIFY_FAILED = "Failed to verify user";
const VERIFIED = "User verified successfully";

/**
 * User Management: the list is paged and searched on the server (docs/decisions.md, "Admin lists are paged
 * on the server").
 */
export function UsersSection() {
  const { navigate } = useAdminDashboard();
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
        toast.success(res.message || VERIFIED);
      } catch (err) {
        toast.error(errorMessage(err, VERIFY_FAILED));
      } finally {
        verifying.current = false;
      }
    },
    [verifyAsync],
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
  const columns = useMemo(() => userColumns(handlers), [handlers]);

  return (
    <div className="space-y-6">
      <UsersStats />
      <section aria-labelledby="users-list" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="users-list" className="text-lg font-semibold">
            Users
          </h2>
          <AddUserDialog ref={addButton} />
        </div>
        <DataTableToolbar
          query={{ value: table.q, onChange: table.setQuery, placeholder: "Search by name, email or phone" }}
        />
        {users.isError && users.data !== undefined && (
          <Alert variant="error">{errorMessage(users.error, FETCH_USERS_FAILED)}</Alert>
        )}
        <DataTable
          label="Users"
          columns={columns}
          data={users.data?.users}
          total={users.data?.pagination.total}
          isLoading={users.isPending}
          error={users.error}
          errorMessage={errorMessage(users.error, FETCH_USERS_FAILED)}
          onRetry={() => void users.refetch()}
          state={table}
          pageSize={USERS_PAGE_SIZE}
          noun="users"
          empty={<TableEmpty title="No users found" hint={table.q ? "Try another search." : undefined} />}
          renderCard={(u) => <UserCard user={u} handlers={handlers} />}
          getRowId={(u) => String(u.id)}
          rowLabel={(u) => `${u.name} (ID ${u.id})`}
        />
      </section>
      <BalancesDialog {...dialogs.propsFor("balances")} />
      <CreditDialog {...dialogs.propsFor("credit")} />
      <ResetBalanceDialog {...dialogs.propsFor("reset")} />
      <ResetTwoFactorDialog {...dialogs.propsFor("reset-two-factor")} />
      <DeleteUserDialog {...dialogs.propsFor("delete")} />
    </div>
  );
}
