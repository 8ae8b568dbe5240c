"use client";

import { BellPlus } from "lucide-react";
import { useRef, useState } from "react";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import {
  INVALID_RESPONSE,
  NOTIFICATIONS_PAGE_SIZE,
  useAdminNotifications,
  type AdminNotification,
} from "@/lib/hooks/admin/use-admin-notifications";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useClampPage } from "../use-clamp-page";
import { DeleteNotificationDialog } from "./delete-notification-dialog";
import { NotificationForm, type Draft } from "./notification-form";
import { NotificationList } from "./notification-list";
import { useAdminCan } from "../../use-admin-can";

// The broadcasts on the left (5 a page), the create or edit form on the right.
export function NotificationsSection() {
  const t = useTranslations("admin.notifications");
  const errorText = useErrorText();
  const loadError = (err: unknown) =>
    err instanceof Error && err.message === INVALID_RESPONSE
      ? t("invalidResponse")
      : errorText(err, t("loadError"));
  const { page, setPage } = useTableUrlState();
  const list = useAdminNotifications(page);
  const total = list.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  useClampPage(page, total, NOTIFICATIONS_PAGE_SIZE, setPage);

  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<AdminNotification | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const mayChange = useAdminCan()("messages.send");
  const opener = useRef<HTMLElement | null>(null);
  const focus = useReturnFocus();

  const open = (next: Draft, from: HTMLElement) => {
    opener.current = from;
    setDraft(next);
  };
  const closeForm = (saved: "created" | "updated" | null) => {
    setDraft(null);
    // The newest notification is first on page 1.
    if (saved === "created") setPage(1);
    const back = opener.current?.isConnected ? opener.current : createButton.current;
    requestAnimationFrame(() => back?.focus());
  };
  const onDeleted = (n: AdminNotification) => {
    if (draft?.mode === "edit" && draft.notification.id === n.id) setDraft(null);
    // The last item of a page above page 1 is gone, so is the page.
    if (page > 1 && list.data?.notifications.length === 1) setPage(page - 1);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        aria-labelledby="notifications-list"
        className="grid content-start gap-4 rounded-lg border bg-card p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="notifications-list" className="text-lg font-semibold">
            {t("title")}
          </h2>
          {mayChange && (
            <Button ref={createButton} size="sm" onClick={(e) => open({ mode: "new" }, e.currentTarget)}>
              <BellPlus aria-hidden />
              {t("create")}
            </Button>
          )}
        </div>
        {list.isError && !list.data ? (
          <LoadError compact message={loadError(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <NotificationList
            items={list.data?.notifications}
            selectedId={draft?.mode === "edit" ? draft.notification.id : null}
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPage={setPage}
            onEdit={(n, from) => open({ mode: "edit", notification: n }, from)}
            onDelete={(n, from) => {
              focus.remember(from, createButton.current);
              setDeleting(n);
            }}
          />
        )}
      </section>

      <section aria-label={t("editor")} className="rounded-lg border bg-card p-4 sm:p-5">
        {draft ? (
          <NotificationForm
            key={draft.mode === "edit" ? `edit-${draft.notification.id}` : "new"}
            draft={draft}
            onDone={closeForm}
          />
        ) : (
          <p className="flex min-h-40 items-center justify-center text-center text-sm text-muted-foreground">
            {t("placeholder")}
          </p>
        )}
      </section>

      <DeleteNotificationDialog
        notification={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
