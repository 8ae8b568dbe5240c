"use client";
import { dateFormat, formatDate } from "@/lib/format";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/** The day in UTC ("Nov 23, 2026"): what the server, which does not know the reader's time zone, can write. */
function formatUtcDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return formatDate(value);
  return dateFormat({ year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(date);
}

/**
 * How Overview writes an activity's date. The activity arrives with the page (lib/query/server-prefetch.ts), so
 * the server writes its dates: in UTC then, and in the browser's first render over that HTML, so the two agree
 * (no hydration mismatch); in the reader's own time zone from the next render on (they differ only near midnight).
 */
export function useActivityDate(): (value: string) => string {
  return useHydrated() ? formatDate : formatUtcDate;
}
