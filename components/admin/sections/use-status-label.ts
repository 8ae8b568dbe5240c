"use client";
// A status as the back office shows it (badges, filters): ACTIVE → "Active" in the reader's language; a status
// without a text of its own reads in title case.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { titleCase } from "@/lib/labels";

export function useStatusLabel() {
  const t = useTranslations("admin.shell.status");
  return useCallback(
    (status: string | null | undefined): string => {
      const key = (status ?? "").toUpperCase();
      return key && t.has(key) ? t(key) : titleCase(status ?? "");
    },
    [t],
  );
}
