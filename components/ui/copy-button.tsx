"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "./button";

/** The copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;
/** The admin's copy toasts hide after 3 s. */
const COPY_TOAST_MS = 3000;

type Props = Omit<ButtonProps, "onClick"> & {
  value: string;
  /** What is copied, for screen readers: "Copy address". */
  label: string;
  copiedText?: string;
  /** Also confirm with a toast (admin screens). */
  toastText?: string;
  /** The toast when the clipboard refuses (the admin's 'Failed to copy address'). */
  errorToastText?: string;
};

/** Copies a value and says 'Copied!' for 2 s; a blocked clipboard says so instead of failing silently. */
export function CopyButton({
  value,
  label,
  copiedText,
  toastText,
  errorToastText,
  children,
  ...props
}: Props) {
  const t = useTranslations("common.ui");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast.error(errorToastText ?? t("copyFailed"), { duration: toastText ? COPY_TOAST_MS : undefined });
      return;
    }
    if (toastText) toast.success(toastText, { duration: COPY_TOAST_MS });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <Button type="button" variant="outline" size="sm" aria-label={label} onClick={copy} {...props}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? (copiedText ?? t("copied")) : (children ?? t("copy"))}</span>
    </Button>
  );
}
