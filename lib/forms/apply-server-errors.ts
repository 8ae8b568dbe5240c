import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiClientError } from "@/lib/api-client";

/**
 * Puts a failed call's `errors[]` ("shown next to matching fields") on the form's own fields and
 * returns how many found one; errors about anything else stay with the banner's message.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  if (!(err instanceof ApiClientError)) return 0;
  let applied = 0;
  for (const e of err.errors ?? []) {
    const field = fields.find((f) => f === e.path);
    if (!field) continue;
    setError(field, { type: "server", message: e.message });
    applied++;
  }
  return applied;
}
