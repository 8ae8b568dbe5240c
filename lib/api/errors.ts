// Domain errors carry their HTTP meaning; the route wrapper maps them to `{ message, errors? }`.
export type FieldError = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { errors?: FieldError[]; [key: string]: unknown } = {},
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
) => new ApiError(429, message, { retryAfter: retryAfterSeconds });
