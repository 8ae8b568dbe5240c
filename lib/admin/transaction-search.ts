// The admin's transaction search (`q` of GET /api/transactions): one term matched against what a card
// shows. Each part is a condition an index serves (db/schema.ts, the transactions indexes), OR-ed, so a
// search is a BitmapOr of a few index scans rather than a test of every row.
import { eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { investmentPlans, transactions, users } from "@/db/schema";
import { ASSETS, TRANSACTION_STATUSES, TRANSACTION_TYPES, type Asset } from "@/lib/enums";
import { ASSET_NAMES, ASSET_SYMBOLS, transactionTypeLabel } from "@/lib/labels";
import { MONEY_SCALE } from "@/lib/money/decimal";
import { containsPattern } from "@/lib/paging/search";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import { transactionSearchWords } from "./transaction-search-words";

/**
 * Above this many matching users the term is too broad for a list of ids (a fragment like "a"); the owners
 * are then matched with a subquery, and the total is a scan, as for any term that matches most rows.
 */
const MAX_LISTED_USERS = 1000;

const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim()}`;

/**
 * The names of a fixed list that the term starts a word of, in the name or one of its labels: "sub" and
 * "SUBSCRIPTION" find SUBSCRIPTION, "credit" every CREDIT_*, "btc" BITCOIN, "active" ACTIVE but not
 * INACTIVE (a substring would find both).
 */
export function namesStartingWords<T extends string>(
  names: readonly T[],
  q: string,
  labels: (name: T) => string[] = () => [],
): T[] {
  const term = words(q);
  if (term === " ") return [];
  return names.filter((n) => [n, ...labels(n)].some((label) => words(label).includes(term)));
}

/** The term as an amount ("1,250.5", "$100"), or null: amounts are matched exactly, as numeric(30,8). */
export function searchedAmount(q: string): string | null {
  const plain = q.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,22})(?:\.(\d+))?$/.exec(plain);
  if (!match) return null;
  const decimals = (match[2] ?? "").replace(/0+$/, "");
  if (decimals.length > MONEY_SCALE) return null;
  return decimals ? `${match[1]}.${decimals}` : match[1];
}

/** The term as a transaction id ("123", "#123"), or null. */
function searchedId(q: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(q.trim());
  return match ? Number(match[1]) : null;
}

/**
 * Transactions whose type, status or asset (its enum name, symbol or name), plan (the plan's name or the
 * admin's override), owner (name, e-mail or phone, or the admin's overrides), amount or USD value, or id
 * matches `q`. Names and plans match as substrings, fixed lists by word start, numbers exactly. Types,
 * statuses and the platform's details are found by what they say in the reader's language `locale` too
 * (lib/admin/transaction-search-words.ts).
 */
export async function transactionSearch(
  exec: Executor,
  q: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SQL> {
  const pattern = containsPattern(q);
  const userMatch = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
  const [owners, plans, words] = await Promise.all([
    exec
      .select({ id: users.id })
      .from(users)
      .where(userMatch)
      .limit(MAX_LISTED_USERS + 1),
    exec.select({ id: investmentPlans.id }).from(investmentPlans).where(ilike(investmentPlans.name, pattern)),
    transactionSearchWords(q, locale),
  ]);
  const types = [
    ...new Set([
      ...namesStartingWords(TRANSACTION_TYPES, q, (t) => [transactionTypeLabel(t)]),
      ...words.types,
    ]),
  ];
  const statuses = [...new Set([...namesStartingWords(TRANSACTION_STATUSES, q), ...words.statuses])];
  const assets = namesStartingWords(ASSETS, q, (a: Asset) => [ASSET_SYMBOLS[a], ASSET_NAMES[a]]);
  const amount = searchedAmount(q);
  const id = searchedId(q);
  const byOwner =
    owners.length > MAX_LISTED_USERS
      ? inArray(transactions.userId, exec.select({ id: users.id }).from(users).where(userMatch))
      : owners.length
        ? // One array parameter, not `in ($1 … $n)`: a statement text per list length would each be prepared.
          sql`${transactions.userId} = any(${`{${owners.map((o) => o.id).join(",")}}`}::int[])`
        : undefined;
  return (
    or(
      types.length ? inArray(transactions.type, types) : undefined,
      statuses.length ? inArray(transactions.status, statuses) : undefined,
      assets.length ? inArray(transactions.asset, assets) : undefined,
      plans.length
        ? inArray(
            transactions.planId,
            plans.map((p) => p.id),
          )
        : undefined,
      ilike(transactions.displayPlanName, pattern),
      byOwner,
      ilike(transactions.displayName, pattern),
      ilike(transactions.displayPhone, pattern),
      amount === null ? undefined : eq(transactions.amount, amount),
      amount === null ? undefined : eq(transactions.usdEquivalent, amount),
      id === null ? undefined : eq(transactions.id, id),
      words.detailsCodes.length ? inArray(transactions.detailsCode, words.detailsCodes) : undefined,
    ) ?? sql`false`
  );
}
