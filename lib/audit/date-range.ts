import { and, gte, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DateRangeQuery } from "@/lib/validation/admin";

const DAY_MS = 24 * 60 * 60 * 1000;

/** startDate..endDate inclusive by UTC day: from the start day's midnight to the midnight after the end day. */
export function withinDays(column: PgColumn, { startDate, endDate }: DateRangeQuery): SQL | undefined {
  const from = startDate ? new Date(`${startDate}T00:00:00Z`) : undefined;
  const until = endDate ? new Date(new Date(`${endDate}T00:00:00Z`).getTime() + DAY_MS) : undefined;
  return and(from ? gte(column, from) : undefined, until ? lt(column, until) : undefined);
}
