import { ApiClientError, NetworkError } from "@/lib/api-client";

/** The server's message when it gave one ("server message preferred"), else the screen's text. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiClientError && err.message && !err.message.startsWith("Request failed"))
    return err.message;
  if (err instanceof NetworkError) return err.message;
  return fallback;
}
