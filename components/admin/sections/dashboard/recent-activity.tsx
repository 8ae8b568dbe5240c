"use client";

import { ScrollText, UserPlus } from "lucide-react";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecentAudit } from "@/lib/hooks/admin/use-admin-overview";
import { useAdminUsers } from "@/lib/hooks/admin/use-admin-users";
import { useTranslations } from "next-intl";
import { useAuditDetails } from "../audit/use-audit-details";
import { activityItems, fallbackActionTitle, timeAgo, type ActivityItem } from "./activity-items";

/** A few of each: the card shows the latest handful, not a log (the Audit Trail section is the log). */
const PER_SOURCE = 5;
const SHOWN = 6;

export function RecentActivity() {
  const t = useTranslations("admin.dashboard.activity");
  const audit = useRecentAudit(PER_SOURCE);
  const signups = useAdminUsers({ page: 1, pageSize: PER_SOURCE, q: "" });
  const loading = audit.isPending || signups.isPending;
  const bothFailed = audit.isError && signups.isError;
  const auditDetails = useAuditDetails();
  const items = activityItems(audit.data ?? [], signups.data?.users ?? [], SHOWN, auditDetails);
  const now = Date.now();
  const retry = () => {
    if (audit.isError) void audit.refetch();
    if (signups.isError) void signups.refetch();
  };

  const itemTitle = (item: ActivityItem) =>
    item.action === null
      ? t("signup")
      : // The actions with a text of their own are the ones the catalogue names; others read in title case.
        t.has(`actions.${item.action}`)
        ? t(`actions.${item.action}`)
        : fallbackActionTitle(item.action);

  return (
    <section aria-labelledby="recent-activity" className="min-w-0 rounded-lg border bg-card p-5 shadow-sm">
      <h2 id="recent-activity" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="mt-4">
        {bothFailed ? (
          <LoadError compact message={t("loadError")} onRetry={retry} />
        ) : loading ? (
          // Until both sources have answered: the list is the two merged by time, so showing one first would
          // reorder the rows under the reader's eyes when the other arrives (a layout shift of the whole card).
          <div role="status" aria-label={t("loading")} className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ol className="divide-y" aria-label={t("latest")}>
            {items.map((item) => {
              const Icon = item.kind === "signup" ? UserPlus : ScrollText;
              return (
                <li key={item.key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{itemTitle(item)}</p>
                    {(item.detail || item.by) && (
                      <p className="break-words text-xs text-muted-foreground">
                        {item.by
                          ? item.detail
                            ? t("detailBy", { detail: item.detail, name: item.by })
                            : t("by", { name: item.by })
                          : item.detail}
                      </p>
                    )}
                  </div>
                  <time
                    dateTime={item.at}
                    className="shrink-0 whitespace-nowrap text-xs text-muted-foreground"
                  >
                    {timeAgo(item.at, now)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
        {!bothFailed && (audit.isError || signups.isError) && (
          <p role="status" className="mt-3 text-xs text-muted-foreground">
            {audit.isError ? t("auditFailed") : t("signupsFailed")}{" "}
            <button type="button" className="font-medium text-primary underline" onClick={retry}>
              {t("retry")}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
