"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useAdminUsers } from "@/lib/hooks/admin/use-admin-users";

export type Recipient = { id: number; name: string; email: string };

const PAGE_SIZE = 10;
/** Selected names listed in full up to here; past it, a count. */
const NAMES_SHOWN = 12;

type Props = {
  selected: ReadonlyMap<number, Recipient>;
  onToggle: (recipient: Recipient, checked: boolean) => void;
  onClear: () => void;
  disabled?: boolean;
};

/**
 * Multiple mode: a selectable list of the users (name and e-mail), searched and paged on the
 * server, so it holds however many users there are. The selection survives searching and paging.
 */
export function RecipientPicker({ selected, onToggle, onClear, disabled }: Props) {
  const t = useTranslations("admin.sendMail.picker");
  const errorText = useErrorText();
  const table = useTableUrlState("recipients_");
  const users = useAdminUsers({ page: table.page, pageSize: PAGE_SIZE, q: table.q });
  const rows = users.data?.users;
  const total = users.data?.pagination.total ?? 0;
  const chosen = [...selected.values()];

  return (
    <div className="space-y-3">
      <DataTableToolbar
        query={{
          value: table.q,
          onChange: table.setQuery,
          placeholder: t("search"),
        }}
      />
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <span className="font-medium tabular-nums">{t("selected", { count: selected.size })}</span>
        {selected.size > 0 && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={onClear}
            disabled={disabled}
          >
            {t("clear")}
          </Button>
        )}
      </div>
      {chosen.length > 0 && (
        <ul aria-label={t("selectedLabel")} className="flex flex-wrap gap-2">
          {chosen.slice(0, NAMES_SHOWN).map((r) => (
            <li
              key={r.id}
              className="flex max-w-full items-center gap-1 rounded-full bg-secondary py-0.5 pl-3 pr-1 text-xs"
            >
              <span className="truncate">{r.name}</span>
              <button
                type="button"
                onClick={() => onToggle(r, false)}
                disabled={disabled}
                aria-label={t("remove", { name: r.name })}
                className="rounded-full p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
          {chosen.length > NAMES_SHOWN && (
            <li className="py-0.5 text-xs text-muted-foreground">
              {t("more", { count: chosen.length - NAMES_SHOWN })}
            </li>
          )}
        </ul>
      )}
      <div className="overflow-hidden rounded-lg border" aria-busy={users.isPending || undefined}>
        {users.isError && !rows ? (
          <LoadError
            compact
            message={errorText(users.error, t("loadError"))}
            onRetry={() => void users.refetch()}
          />
        ) : !rows ? (
          <div role="status" aria-label={t("loading")} className="space-y-2 p-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-sm font-medium">{t("empty")}</p>
        ) : (
          <>
            <ul aria-label={t("listLabel")} className="max-h-96 divide-y overflow-y-auto">
              {rows.map((u) => (
                <li key={u.id}>
                  <label className="flex cursor-pointer items-start gap-3 px-4 py-3 hover:bg-muted/50">
                    <input
                      type="checkbox"
                      className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
                      checked={selected.has(u.id)}
                      disabled={disabled}
                      onChange={(e) => onToggle({ id: u.id, name: u.name, email: u.email }, e.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block break-words text-sm font-medium">{u.name}</span>
                      <span className="block break-all text-xs text-muted-foreground">{u.email}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <DataTablePagination
              page={table.page}
              pageSize={PAGE_SIZE}
              total={total}
              noun={t("noun")}
              onPageChange={table.setPage}
            />
          </>
        )}
      </div>
    </div>
  );
}
