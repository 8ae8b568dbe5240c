import type { PgSelect } from "drizzle-orm/pg-core";
import type { Page, Pagination } from "@/lib/validation/paging";

type Counted = PromiseLike<{ total: number | string }[]>;

/**
 * A list query's rows: every row when no page was asked for (a spec route called without paging), else one
 * page and the number of rows matching. The page and the count are sent at once: on Postgres they run
 * side by side on two pooled connections, so a page costs the slower of the two, not their sum.
 * Measured against `count(*) over ()` in the page query (bench/admin-lists): the window count makes the
 * database produce and sort every matching row before the LIMIT (all 1,000,000 transactions for the
 * first page), while a separate count is answered from an index and the page stops after `limit` rows.
 * `select` is a `$dynamic()` query; `total` is lazy (drizzle runs a query when awaited), so it costs
 * nothing when there is no page.
 */
export async function readPage<T extends PgSelect>(
  select: T,
  total: Counted,
  page: Page,
): Promise<{ rows: Awaited<T>; pagination: Pagination }>;
export async function readPage<T extends PgSelect>(
  select: T,
  total: Counted,
  page: Page | null,
): Promise<{ rows: Awaited<T>; pagination?: Pagination }>;
export async function readPage<T extends PgSelect>(select: T, total: Counted, page: Page | null) {
  if (!page) return { rows: await select };
  const [rows, [counted]] = await Promise.all([select.limit(page.limit).offset(page.offset), total]);
  return { rows, pagination: { total: Number(counted?.total ?? 0), ...page } };
}
