// The browser's one way to call our /api: JSON in and out (or a multipart form in, for file uploads), the
// session cookie sent along, and failures
// as typed errors so a form can tell "the server said no" (ApiClientError) from "no answer" (NetworkError).
import { isAmountList, type AmountList } from "./i18n/amount-list";
import { BACKGROUND_HEADER, pageIsUnattended } from "./user-activity";

/** The figures and names of an error whose text has them (lib/api/error-codes.ts); a list of amounts as data. */
export type ApiErrorParams = Record<string, string | number | AmountList>;

export type ApiFieldError = { path: string; message: string; code?: string; params?: ApiErrorParams };

export class ApiClientError extends Error {
  readonly status: number;
  readonly errors?: ApiFieldError[];
  readonly body: unknown;
  /** The error's stable name (`code` in the answer), which the browser shows in the reader's language. */
  readonly code?: string;
  /** What the text for `code` is written around ("available", "asset"...), when the English message has figures. */
  readonly params?: ApiErrorParams;

  constructor(status: number, message: string, body: unknown, errors?: ApiFieldError[]) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.body = body;
    this.errors = errors;
    this.code = isRecord(body) && typeof body.code === "string" ? body.code : undefined;
    this.params = isRecord(body) ? errorParams(body.params) : undefined;
  }
}

/** The request never got an HTTP answer (offline, DNS, server down, aborted). */
export class NetworkError extends Error {
  constructor(readonly cause?: unknown) {
    super("Network error. Please check your connection.");
    this.name = "NetworkError";
  }
}

export type ApiFetchOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Sent as multipart/form-data instead of `body`; fetch writes the Content-Type with its boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header: one per user action, the same on its retries (a money action
   *  retried after a lost answer then runs once; lib/hooks/use-idempotency-key.ts). */
  idempotencyKey?: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function errorParams(value: unknown): ApiErrorParams | undefined {
  if (!isRecord(value) || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number | AmountList] =>
      typeof entry[1] === "string" || typeof entry[1] === "number" || isAmountList(entry[1]),
  );
  return Object.fromEntries(entries);
}

function fieldErrors(body: unknown): ApiFieldError[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  return body.errors
    .filter(
      (e): e is Record<string, unknown> =>
        isRecord(e) && typeof e.path === "string" && typeof e.message === "string",
    )
    .map((e) => ({
      path: e.path as string,
      message: e.message as string,
      ...(typeof e.code === "string" ? { code: e.code } : {}),
      ...(isRecord(e.params) ? { params: errorParams(e.params) } : {}),
    }));
}

export async function apiFetch<T>(
  path: string,
  { method = "GET", body, form, signal, idempotencyKey }: ApiFetchOptions = {},
): Promise<T> {
  const json = form === undefined && body !== undefined;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(json ? { "Content-Type": "application/json" } : {}),
        ...(pageIsUnattended() ? { [BACKGROUND_HEADER]: "1" } : {}),
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: form ?? (json ? JSON.stringify(body) : undefined),
      signal,
    });
  } catch (err) {
    throw new NetworkError(err);
  }

  const text = await res.text().catch(() => "");
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (!res.ok) {
    const message =
      isRecord(data) && typeof data.message === "string" && data.message
        ? data.message
        : `Request failed with status ${res.status}`;
    throw new ApiClientError(res.status, message, data, fieldErrors(data));
  }
  return data as T;
}

export const isApiError = (err: unknown, status?: number): err is ApiClientError =>
  err instanceof ApiClientError && (status === undefined || err.status === status);
