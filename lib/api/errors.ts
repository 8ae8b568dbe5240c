// Domain errors carry their HTTP meaning; the route wrapper maps them to `{ message, code, params?, errors? }`.
import type { AmountList } from "@/lib/i18n/amount-list";

/** The figures and names inside an error's English text, so a client can write the text in its reader's
 *  language around them (amounts as decimal strings, beside their asset or currency; a list of amounts as
 *  `[{ amount, asset }]`, which the client writes as a list in its language). */
export type ErrorParams = Record<string, string | number | AmountList>;

/** `code` and `params` are given when the English text has figures or names in it (lib/api/error-codes.ts);
 *  without them the code is the message's own (lib/i18n/message-code.ts). */
export type FieldError = { path: string; message: string; code?: string; params?: ErrorParams };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: {
      errors?: FieldError[];
      code?: string;
      params?: ErrorParams;
      [key: string]: unknown;
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: ApiError["extra"]) => new ApiError(400, message, extra);
export const unauthorized = (message = "Authentication required", extra?: ApiError["extra"]) =>
  new ApiError(401, message, extra);
export const forbidden = (message = "You do not have access to this resource") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string, extra?: ApiError["extra"]) => new ApiError(409, message, extra);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many attempts. Please try again later.",
  extra?: ApiError["extra"],
) => new ApiError(429, message, { ...extra, retryAfter: retryAfterSeconds });
