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

/** An asset as people read it: "Main Balance" in the reader's language, the coins by their names. */
export function useAssetLabel() {
  const t = useTranslations("admin.shell.assets");
  return useCallback(
    (asset: string | null | undefined): string => (asset ? (t.has(asset) ? t(asset) : asset) : ""),
    [t],
  );
}

/** A transaction's type as people read it: "Credit Bitcoin", "Subscription", in the reader's language. */
export function useTransactionTypeLabel() {
  const t = useTranslations("admin.shell.types");
  return useCallback(
    (type: string | null | undefined): string => {
      const key = type ?? "";
      return key && t.has(key) ? t(key) : titleCase(key);
    },
    [t],
  );
}
