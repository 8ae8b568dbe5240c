// How a failed auth call becomes what the user sees (sign-in and sign-up, admin login).
import { ApiClientError, NetworkError, type ApiFieldError } from "@/lib/api-client";

export const FIX_FORM_ERRORS = "Please fix the form errors";
export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";
export const NETWORK_ERROR = "Network error. Please check your connection.";

export type AuthFailure<F extends string> = {
  /** The banner and toast text. */
  message: string;
  /** Server errors that belong to one of the form's fields, to show next to it. */
  fieldErrors: (ApiFieldError & { path: F })[];
};

type Options<F extends string> = {
  fields: readonly F[];
  /** Statuses whose answer the spec shows as field errors or the server's message. */
  statuses: readonly number[];
  /** The text when the server gave no message ('Login failed', 'Registration failed'). */
  fallback: string;
};

// 429 is not in the spec's lists (the original had no rate limits): the server's "try again later"
// tells the user more than 'An unexpected error occurred', so it is shown as it comes.
const ALWAYS_SHOW_MESSAGE = [429];

export function describeAuthFailure<F extends string>(
  err: unknown,
  { fields, statuses, fallback }: Options<F>,
): AuthFailure<F> {
  if (err instanceof NetworkError) return { message: NETWORK_ERROR, fieldErrors: [] };
  if (!(err instanceof ApiClientError)) return { message: UNEXPECTED_ERROR, fieldErrors: [] };
  if (ALWAYS_SHOW_MESSAGE.includes(err.status))
    return { message: serverMessage(err, fallback), fieldErrors: [] };
  if (!statuses.includes(err.status)) return { message: UNEXPECTED_ERROR, fieldErrors: [] };

  const fieldErrors = (err.errors ?? []).filter((e): e is ApiFieldError & { path: F } =>
    isFormField(fields, e.path),
  );
  if (fieldErrors.length > 0) return { message: FIX_FORM_ERRORS, fieldErrors };
  return { message: serverMessage(err, fallback), fieldErrors: [] };
}

function serverMessage(err: ApiClientError, fallback: string) {
  const body = err.body;
  const hasMessage =
    typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string";
  return hasMessage && err.message ? err.message : fallback;
}

export const isFormField = <F extends string>(fields: readonly F[], path: string): path is F =>
  (fields as readonly string[]).includes(path);
