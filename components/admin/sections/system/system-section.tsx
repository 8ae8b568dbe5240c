"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format";
import { useSystemStatus } from "@/lib/hooks/admin/use-system-status";
import { useErrorText } from "@/lib/i18n/use-error-text";

// The money conditions Apex watches by itself (lib/alerts): what the OWNER and FINANCE administrators are mailed
// about, each with its state, since when and the figure that decided it.
export function SystemSection() {
  const t = useTranslations("admin.system");
  const errorText = useErrorText();
  const status = useSystemStatus();

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {status.isError && (
        <LoadError
          compact
          message={errorText(status.error, t("failed"))}
          onRetry={() => void status.refetch()}
        />
      )}
      {!status.data && status.isPending && <Skeleton className="h-40" />}
      {status.data && (
        <Table aria-label={t("title")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.condition")}</TableHead>
              <TableHead>{t("columns.state")}</TableHead>
              <TableHead>{t("columns.since")}</TableHead>
              <TableHead>{t("columns.figure")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {status.data.conditions.map((c) => (
              <TableRow key={c.condition}>
                <TableCell className="font-medium">{t(`conditions.${c.condition}`)}</TableCell>
                <TableCell>
                  <Badge variant={c.state === "FIRING" ? "danger" : "success"}>
                    {t(`states.${c.state}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  {c.since ? <time dateTime={c.since}>{formatDateTime(c.since)}</time> : t("neverChecked")}
                </TableCell>
                <TableCell className="font-mono text-sm">{c.figure ?? t("noFigure")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
