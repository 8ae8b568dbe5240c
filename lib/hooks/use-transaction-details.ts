"use client";
// A transaction's details in the reader's language: the text of the details' code with its params (amounts
// written the locale's way), else the details as stored (typed by an administrator, written before there were
// codes, or a code this browser does not know yet). English readers get the stored sentence itself, word for
// word, as the API returns it.
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { DEFAULT_LOCALE } from "@/i18n/config";
import { withAmountLists } from "@/lib/i18n/amount-list";

export type TransactionDetailsRow = { details: string | null; detailsCode?: string; detailsParams?: unknown };

export function useTransactionDetails() {
  const t = useTranslations("common.transactionDetails");
  const locale = useLocale();
  return useCallback(
    (row: TransactionDetailsRow): string | null => {
      const code = row.detailsCode;
      if (locale === DEFAULT_LOCALE && row.details) return row.details;
      if (code && t.has(code)) {
        const params = row.detailsParams && typeof row.detailsParams === "object" ? row.detailsParams : {};
        return t(code, withAmountLists(params as Record<string, unknown>, locale));
      }
      return row.details;
    },
    [t, locale],
  );
}
