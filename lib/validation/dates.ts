// Calendar dates from clients: one rule for every route. A date must be a real day (2024-02-30 is refused, not
// read as 1 March) from 2000-01-01 to 2099-12-31: Postgres has no year 0, a day after 9999-12-31 is not an ISO
// timestamp any more, and nothing on this platform happened or is scheduled outside that range.
import { z } from "zod";
import { isUtcDay } from "@/lib/interest/utc-day";

export const EARLIEST_DAY = "2000-01-01";
export const LATEST_DAY = "2099-12-31";
export const DATE_RANGE_MESSAGE = `Dates must be between ${EARLIEST_DAY} and ${LATEST_DAY}`;

/** A real 'YYYY-MM-DD' day inside the range. */
export function isSaneDay(day: string): boolean {
  return isUtcDay(day) && day >= EARLIEST_DAY && day <= LATEST_DAY;
}

function checkDay(day: string, ctx: z.RefinementCtx, formatMessage: string): boolean {
  if (!isUtcDay(day)) ctx.addIssue({ code: "custom", message: formatMessage });
  else if (!isSaneDay(day)) ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE });
  else return true;
  return false;
}

/** A UTC day: 'YYYY-MM-DD', or a full ISO timestamp whose date part counts. Gives 'YYYY-MM-DD'. */
export function dayField(formatMessage: string) {
  return z.string({ error: formatMessage }).transform((value, ctx) => {
    const match = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value.trim());
    if (!match) {
      ctx.addIssue({ code: "custom", message: formatMessage });
      return z.NEVER;
    }
    return checkDay(match[1], ctx, formatMessage) ? match[1] : z.NEVER;
  });
}

/** An instant: an ISO date (midnight UTC) or an ISO date-time with its offset ('Z' or ±hh:mm). Gives a Date. */
export function instantField(formatMessage: string) {
  return z.string({ error: formatMessage }).transform((value, ctx) => {
    const text = value.trim();
    const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(text);
    const at = match ? new Date(text) : null;
    if (!match || !at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: "custom", message: formatMessage });
      return z.NEVER;
    }
    return checkDay(match[1], ctx, formatMessage) ? at : z.NEVER;
  });
}
