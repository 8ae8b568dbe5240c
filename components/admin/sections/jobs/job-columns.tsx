import { createColumnHelper } from "@tanstack/react-table";
import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import type { AdminJob } from "@/lib/hooks/admin/use-admin-jobs";
import { useAdminCan } from "../../use-admin-can";

// Retrying reaches the rows through context, so the column definitions stay fixed.
type RetryContext = { retry: (job: AdminJob) => void; retrying: number | null };
const JobRetryContext = createContext<RetryContext>({ retry: () => {}, retrying: null });
export const JobRetryProvider = JobRetryContext.Provider;

const STATUS_VARIANT = {
  WAITING: "default",
  RUNNING: "warning",
  DONE: "success",
  FAILED: "danger",
} as const;

function useKindLabel() {
  const t = useTranslations("admin.jobs.kinds");
  return useCallback((kind: string) => (t.has(kind) ? t(kind) : kind), [t]);
}

function JobStatusBadge({ status }: { status: AdminJob["status"] }) {
  const t = useTranslations("admin.jobs.status");
  return <Badge variant={STATUS_VARIANT[status]}>{t(status)}</Badge>;
}

/** When it runs next: only a waiting job has a next run. */
function NextRun({ job }: { job: AdminJob }) {
  const t = useTranslations("admin.jobs");
  if (job.status !== "WAITING") return <span className="text-muted-foreground">{t("none")}</span>;
  return (
    <time className="whitespace-nowrap" dateTime={job.runAt}>
      {formatDateTime(job.runAt)}
    </time>
  );
}

function LastError({ job }: { job: AdminJob }) {
  const t = useTranslations("admin.jobs");
  if (!job.lastError) return <span className="text-muted-foreground">{t("none")}</span>;
  // wrap-anywhere: an error quoting a long token must not widen the table; the whole text is its title.
  return (
    <span className="line-clamp-2 text-xs wrap-anywhere text-destructive" title={job.lastError}>
      {job.lastError}
    </span>
  );
}

function RetryButton({ job }: { job: AdminJob }) {
  const t = useTranslations("admin.jobs");
  const { retry, retrying } = useContext(JobRetryContext);
  const mayRetry = useAdminCan()("jobs.retry");
  if (job.status !== "FAILED" || !mayRetry) return null;
  const busy = retrying === job.id;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t("retryLabel", { id: job.id })}
      disabled={retrying !== null}
      onClick={() => retry(job)}
    >
      {busy ? <ButtonSpinner /> : <RotateCcw aria-hidden />}
      {t("retry")}
    </Button>
  );
}

const column = createColumnHelper<AdminJob>();

export function useJobColumns() {
  const t = useTranslations("admin.jobs");
  const kindLabel = useKindLabel();
  return useMemo(
    () => [
      column.accessor("id", {
        header: t("columns.id"),
        cell: (c) => <span className="font-medium">{t("id", { id: c.getValue() })}</span>,
      }),
      column.accessor("kind", { header: t("columns.kind"), cell: (c) => kindLabel(c.getValue()) }),
      column.accessor("status", {
        header: t("columns.status"),
        cell: (c) => <JobStatusBadge status={c.getValue()} />,
      }),
      column.accessor("attempts", {
        header: t("columns.attempts"),
        cell: ({ row }) => (
          <span className="tabular-nums">
            {t("attempts", { attempts: row.original.attempts, max: row.original.maxAttempts })}
          </span>
        ),
      }),
      column.display({
        id: "nextRun",
        header: t("columns.nextRun"),
        cell: ({ row }) => <NextRun job={row.original} />,
      }),
      column.accessor("lastError", {
        header: t("columns.lastError"),
        cell: ({ row }) => <LastError job={row.original} />,
        meta: { className: "max-w-80" },
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <RetryButton job={row.original} />,
      }),
    ],
    [t, kindLabel],
  );
}

/** One job as a card, for phones. */
export function JobCard({ job }: { job: AdminJob }) {
  const t = useTranslations("admin.jobs");
  const kindLabel = useKindLabel();
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium">{kindLabel(job.kind)}</span>
        <span className="shrink-0 text-muted-foreground">{t("id", { id: job.id })}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <JobStatusBadge status={job.status} />
        <span className="text-xs tabular-nums text-muted-foreground">
          {t("attempts", { attempts: job.attempts, max: job.maxAttempts })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t("columns.nextRun")}</dt>
        <dd className="text-right">
          <NextRun job={job} />
        </dd>
      </dl>
      {job.lastError && <LastError job={job} />}
      <RetryButton job={job} />
    </div>
  );
}
