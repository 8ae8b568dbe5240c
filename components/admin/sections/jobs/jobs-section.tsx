"use client";

import { AlertTriangle, CheckCircle2, Clock, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { JOB_STATUSES } from "@/lib/validation/jobs";
import { JOBS_PAGE_SIZE, useAdminJobs, useRetryJob, type AdminJob } from "@/lib/hooks/admin/use-admin-jobs";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useClampPage } from "../use-clamp-page";
import { JobCard, JobRetryProvider, useJobColumns } from "./job-columns";

// Beyond the spec: the durable queue (e-mails, sign-in notices, interest runs), its dead letters and their retry.
export function JobsSection() {
  const t = useTranslations("admin.jobs");
  const errorText = useErrorText();
  const columns = useJobColumns();
  const table = useTableUrlState();
  const status = (JOB_STATUSES as readonly string[]).includes(table.status) ? table.status : "";
  const jobs = useAdminJobs({ page: table.page, status });
  useClampPage(table.page, jobs.data?.total, JOBS_PAGE_SIZE, table.setPage);
  const counts = jobs.data?.counts;
  const statusOptions = useMemo(
    () => [
      { value: "ALL", label: t("allStatuses") },
      ...JOB_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    ],
    [t],
  );

  const retryJob = useRetryJob();
  const [retrying, setRetrying] = useState<number | null>(null);
  const retry = useCallback(
    async (job: AdminJob) => {
      setRetrying(job.id);
      try {
        await retryJob.mutateAsync(job.id);
        toast.success(t("retried", { id: job.id }));
      } catch (err) {
        toast.error(errorText(err, t("retryFailed")));
      } finally {
        setRetrying(null);
      }
    },
    [retryJob, t, errorText],
  );
  const retryContext = useMemo(() => ({ retry, retrying }), [retry, retrying]);

  return (
    <JobRetryProvider value={retryContext}>
      <div className="space-y-6">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <StatGrid>
          <StatCard title={t("counts.waiting")} value={counts?.WAITING} icon={Clock} />
          <StatCard
            title={t("counts.retrying")}
            value={counts?.retrying}
            subtitle={t("countsHint.retrying")}
            icon={RotateCcw}
          />
          <StatCard
            title={t("counts.failed")}
            value={counts?.FAILED}
            subtitle={t("countsHint.failed")}
            icon={AlertTriangle}
          />
          <StatCard title={t("counts.done")} value={counts?.DONE} icon={CheckCircle2} />
        </StatGrid>
        <section aria-labelledby="admin-jobs" className="space-y-4">
          <h2 id="admin-jobs" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <DataTableToolbar
            status={{
              value: status,
              onChange: table.setStatus,
              options: statusOptions,
              label: t("statusFilter"),
            }}
          />
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={jobs.data?.rows}
            total={jobs.data?.total ?? 0}
            isLoading={jobs.isPending}
            error={jobs.error}
            errorMessage={t("loadError")}
            onRetry={() => void jobs.refetch()}
            state={table}
            pageSize={JOBS_PAGE_SIZE}
            noun={t("noun")}
            empty={<TableEmpty title={t("empty")} />}
            renderCard={(job) => <JobCard job={job} />}
            getRowId={(job) => String(job.id)}
          />
        </section>
      </div>
    </JobRetryProvider>
  );
}
