"use client";
// What a failed call says to the reader, in their language: the text for the error's `code` (errors.json),
// else the server's English message, else the screen's own fallback. And the same for one field's message
// (validation.json), which the shared zod schemas and the API write in English.
//
// An error whose English text has figures in it comes with `params` (lib/api/error-codes.ts); its catalogue
// text places them with ICU, amounts through a number skeleton (`{available, number, ::.########}`), so each
// language writes the server's exact decimals its own way (de: 1.234,5) and English stays the server's text.
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiClientError, NetworkError, type ApiErrorParams, type ApiFieldError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { withAmountLists } from "./amount-list";
import { messageCode } from "./message-code";

type Translator = ReturnType<typeof useTranslations>;

/** The text for `code` with its params, or null when there is none (or it needs params that did not come). */
function coded(
  t: Translator,
  locale: string,
  code: string | undefined,
  params: ApiErrorParams | undefined,
): string | null {
  if (!code || !t.has(code)) return null;
  // A list of amounts ("1.5 BTC, 200 USDT") is written as the reader's language writes numbers and lists.
  if (params) return t(code, withAmountLists(params, locale));
  const raw = t.raw(code);
  return typeof raw === "string" && !raw.includes("{") ? t(code) : null;
}

export function useErrorText() {
  const t = useTranslations("errors");
  const locale = useLocale();
  return useCallback(
    (err: unknown, fallback: string): string => {
      if (err instanceof NetworkError && t.has("NETWORK_ERROR")) return t("NETWORK_ERROR");
      if (err instanceof ApiClientError) {
        const text = coded(t, locale, err.code, err.params);
        if (text !== null) return text;
      }
      return errorMessage(err, fallback);
    },
    [t, locale],
  );
}

/** A field's message: a schema's English text, or a field error of the API (with its code and params). */
export function useValidationText() {
  const t = useTranslations("validation");
  const locale = useLocale();
  return useCallback(
    (error: string | ApiFieldError | undefined): string | undefined => {
      if (!error) return undefined;
      const message = typeof error === "string" ? error : error.message;
      const code = typeof error === "string" ? undefined : error.code;
      const params = typeof error === "string" ? undefined : error.params;
      return coded(t, locale, code ?? messageCode(message), params) ?? message;
    },
    [t, locale],
  );
}
