import { ChevronLeft, ChevronRight, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import type { AdminNotification } from "@/lib/hooks/admin/use-admin-notifications";
import { cn } from "@/lib/utils";
import { useAdminCan } from "../../use-admin-can";

type Props = {
  items: AdminNotification[] | undefined;
  /** The notification open in the form, highlighted. */
  selectedId: number | null;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onEdit: (n: AdminNotification, opener: HTMLElement) => void;
  onDelete: (n: AdminNotification, opener: HTMLElement) => void;
};

/** The left list, newest first, with edit and delete per item and Prev/Next. */
export function NotificationList({ items, selectedId, page, pageCount, onPage, onEdit, onDelete }: Props) {
  const t = useTranslations("admin.notifications.list");
  const mayChange = useAdminCan()("messages.send");
  return (
    <div className="grid gap-3">
      {!items ? (
        <ul className="grid gap-3" aria-busy="true" aria-label={t("label")}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="space-y-2 rounded-md border p-4">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t("label")}>
          {items.map((n) => (
            <li
              key={n.id}
              className={cn(
                "grid gap-2 rounded-md border p-4",
                selectedId === n.id && "border-primary bg-secondary/40",
              )}
            >
              <div className="min-w-0">
                <p className="break-words font-medium">{n.title}</p>
                <p className="line-clamp-2 whitespace-pre-line break-words text-sm text-muted-foreground">
                  {n.content}
                </p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-muted-foreground">{formatDateTime(n.createdAt)}</span>
                {mayChange && (
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t("editLabel", { title: n.title })}
                      onClick={(e) => onEdit(n, e.currentTarget)}
                    >
                      <Pencil aria-hidden />
                      {t("edit")}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      aria-label={t("deleteLabel", { title: n.title })}
                      onClick={(e) => onDelete(n, e.currentTarget)}
                    >
                      <Trash2 aria-hidden />
                      {t("delete")}
                    </Button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t("pages")} className="flex items-center justify-between gap-2 pt-1 text-sm">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden />
          {t("prev")}
        </Button>
        <span className="tabular-nums" aria-live="polite">
          {t("page", { page, count: pageCount })}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          {t("next")}
          <ChevronRight aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
