"use client";
// The back office's shared words, in the reader's language (admin.shell catalogue): statuses (badges, filters),
// assets, transaction types and the server's English success messages. A value without a text of its own reads
// in title case (or as the server wrote it).
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { messageCode } from "@/lib/i18n/message-code";
import { titleCase } from "@/lib/labels";

/** A status as the back office shows it: ACTIVE → "Active". */
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

/**
 * A success message the server wrote in English ("User created successfully"), in the reader's language when
 * the back office has a text for it (looked up by its code), else as the server wrote it.
 */
export function useServerText() {
  const t = useTranslations("admin.shell.server");
  return useCallback(
    (message: string | null | undefined, fallback: string): string => {
      if (!message) return fallback;
      const code = messageCode(message);
      return code && t.has(code) ? t(code) : message;
    },
    [t],
  );
}
