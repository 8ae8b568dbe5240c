"use client";
// An audit entry's details in the reader's language, for the Audit section and the dashboard's Recent Activity:
// the text of the entry's code with its params (amounts and lists of amounts written the locale's way), else the
// English details stored with it (rows from before there were codes, or a code this browser does not know).
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { withAmountLists } from "@/lib/i18n/amount-list";

export type AuditDetailsFields = { details: string | null; detailsCode?: string; detailsParams?: unknown };

export function useAuditDetails() {
  const t = useTranslations("admin.audit.details");
  const locale = useLocale();
  return useCallback(
    (row: AuditDetailsFields): string | null => {
      const code = row.detailsCode;
      if (code && t.has(code)) {
        const params = row.detailsParams && typeof row.detailsParams === "object" ? row.detailsParams : {};
        return t(code, withAmountLists(params as Record<string, unknown>, locale));
      }
      return row.details;
    },
    [t, locale],
  );
}
