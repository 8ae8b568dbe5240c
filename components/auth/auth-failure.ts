// How a failed auth call becomes what the user sees (sign-in and sign-up, admin login), in the reader's
// language: the texts come from the auth catalogue, a server message from errors.json when it has the code.
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { ApiClientError, NetworkError, type ApiFieldError } from "@/lib/api-client";
import { useErrorText } from "@/lib/i18n/use-error-text";

export type AuthFailure<F extends string> = {
  /** The banner and toast text. */
  message: string;
  /** Server errors that belong to one of the form's fields, to show next to it. */
  fieldErrors: (ApiFieldError & { path: F })[];
};

/** The texts a failure can read, in the reader's language. */
export type AuthFailureTexts = {
  fixForm: string;
  unexpected: string;
  network: string;
  /** The server's message for an error (translated by its code when the catalogue has it), else `fallback`. */
  server: (err: ApiClientError, fallback: string) => string;
};

type Options<F extends string> = {
  fields: readonly F[];
  /** Statuses whose answer is shown as field errors or the server's message. */
  statuses: readonly number[];
  /** The text when the server gave no message ('Login failed', 'Registration failed'). */
  fallback: string;
  texts: AuthFailureTexts;
};

/**
 * useErrorText, plus a fallback for a rate limit whose code has no text in the catalogue (the rate limits'
 * own codes carry the wait as params and read in full): away from English the wait the answer carries
 * (retryAfter) is put into a translated sentence rather than showing the English one.
 */
export function useAuthErrorText() {
  const t = useTranslations("auth.failure");
  const locale = useLocale();
  const errorText = useErrorText();
  return useCallback(
    (err: unknown, fallback: string): string => {
      const retryAfter =
        err instanceof ApiClientError && err.status === 429
          ? (err.body as { retryAfter?: unknown } | null)?.retryAfter
          : undefined;
      const translated = errorText(err, fallback);
      if (locale === "en" || typeof retryAfter !== "number" || translated !== (err as ApiClientError).message)
        return translated;
      return retryAfter < 60
        ? t("tooManySeconds", { seconds: retryAfter })
        : t("tooManyMinutes", { minutes: Math.ceil(retryAfter / 60) });
    },
    [t, locale, errorText],
  );
}

export function useAuthFailureTexts(): AuthFailureTexts {
  const t = useTranslations("auth.failure");
  const errorText = useAuthErrorText();
  return useMemo(
    () => ({
      fixForm: t("fixForm"),
      unexpected: t("unexpected"),
      network: t("network"),
      server: (err, fallback) => (hasServerMessage(err) ? errorText(err, fallback) : fallback),
    }),
    [t, errorText],
  );
}

// 429 is not among the statuses the forms list (the original had no rate limits): the server's "try again
// later" tells the user more than 'An unexpected error occurred', so it is shown as it comes.
const ALWAYS_SHOW_MESSAGE = [429];

export function describeAuthFailure<F extends string>(
  err: unknown,
  { fields, statuses, fallback, texts }: Options<F>,
): AuthFailure<F> {
  if (err instanceof NetworkError) return { message: texts.network, fieldErrors: [] };
  if (!(err instanceof ApiClientError)) return { message: texts.unexpected, fieldErrors: [] };
  if (ALWAYS_SHOW_MESSAGE.includes(err.status))
    return { message: texts.server(err, fallback), fieldErrors: [] };
  if (!statuses.includes(err.status)) return { message: texts.unexpected, fieldErrors: [] };

  const fieldErrors = (err.errors ?? []).filter((e): e is ApiFieldError & { path: F } =>
    isFormField(fields, e.path),
  );
  if (fieldErrors.length > 0) return { message: texts.fixForm, fieldErrors };
  return { message: texts.server(err, fallback), fieldErrors: [] };
}

function hasServerMessage(err: ApiClientError) {
  const body = err.body;
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { message?: unknown }).message === "string" &&
    !!err.message
  );
}

export const isFormField = <F extends string>(fields: readonly F[], path: string): path is F =>
  (fields as readonly string[]).includes(path);
