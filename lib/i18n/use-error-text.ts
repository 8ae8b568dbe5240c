"use client";
// What a failed call says to the reader, in their language: the text for the error's `code` (errors.json),
// else the server's English message, else the screen's own fallback. And the same for one field's message
// (validation.json), which the shared zod schemas and the API write in English.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiClientError, NetworkError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { messageCode } from "./message-code";

export function useErrorText() {
  const t = useTranslations("errors");
  return useCallback(
    (err: unknown, fallback: string): string => {
      if (err instanceof NetworkError && t.has("NETWORK_ERROR")) return t("NETWORK_ERROR");
      if (err instanceof ApiClientError && err.code && t.has(err.code)) return t(err.code);
      return errorMessage(err, fallback);
    },
    [t],
  );
}

export function useValidationText() {
  const t = useTranslations("validation");
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return message;
      const code = messageCode(message);
      return code && t.has(code) ? t(code) : message;
    },
    [t],
  );
}
