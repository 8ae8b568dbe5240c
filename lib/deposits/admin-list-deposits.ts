import { and, count, desc, eq, ilike, inArray, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { deposits, users } from "@/db/schema";
import { ASSETS, DEPOSIT_STATUSES } from "@/lib/enums";
import { moneyString } from "@/lib/money/decimal";
import { pageAndTotal } from "@/lib/paging/read-page";
import { containsPattern, usersMatching } from "@/lib/paging/search";
import type { AdminDepositListQuery } from "@/lib/validation/admin-deposits";
import { pageOf } from "@/lib/validation/paging";
import { ADMIN_DEPOSIT_STATES, type AdminDepositState } from "./deposit-states";
import { explorerTxUrl } from "./explorer-url";

const nullableInt = z.number().int().nullable();

export const adminDepositSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    asset: z.enum(ASSETS),
    network: z.string(),
    chain: z.string().nullable().describe("ETHEREUM, BSC, BITCOIN or TRON; null for a team credit"),
    amount: z.string().describe("What the ledger holds or would hold, an exact decimal in the asset's units"),
    chainAmount: z
      .string()
      .nullable()
      .describe("The amount exactly as the chain carried it (all its decimals)"),
    status: z.enum(DEPOSIT_STATUSES).describe("What the investor sees"),
    state: z
      .enum(ADMIN_DEPOSIT_STATES)
      .describe(
        "PENDING (seen, not deep enough), CREDITED, BELOW_MINIMUM (never credited), ORPHANED (its block left " +
          "the chain before credit), FLAGGED (credited, then its block left the chain: look at it) or " +
          "ADMIN_CREDIT (typed in by the team)",
      ),
    txHash: z.string().nullable(),
    outputIndex: nullableInt.describe("The output (Bitcoin) or log index (tokens); -1 for a native transfer"),
    address: z.string().nullable().describe("The investor's address it was sent to"),
    blockHeight: nullableInt,
    blockHash: z.string().nullable(),
    confirmations: nullableInt,
    requiredConfirmations: nullableInt,
    explorerUrl: z.string().nullable(),
    createdAt: z.string(),
    creditedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: "AdminDeposit" });
export type AdminDeposit = z.infer<typeof adminDepositSchema>;

const stateFilter = (state: AdminDepositState | undefined) =>
  state === undefined
    ? undefined
    : state === "ADMIN_CREDIT"
      ? isNull(deposits.chain)
      : eq(deposits.chainState, state);

/**
 * GET /api/admin/deposits: every deposit, chain-seen or credited by the team, newest first, one page at a time.
 * `q` matches the owner's name or e-mail, the receiving address or the transaction hash (any part of them).
 */
export async function adminListDeposits(query: AdminDepositListQuery = {}) {
  const db = await getDb();
  const q = query.q;
  const pattern = q === undefined ? "" : containsPattern(q);
  const where = and(
    stateFilter(query.state),
    q === undefined
      ? undefined
      : or(
          inArray(deposits.userId, usersMatching(db, q)),
          ilike(deposits.txHash, pattern),
          ilike(deposits.address, pattern),
        ),
  );
  const page = pageOf(query);
  const { rows, pagination } = await pageAndTotal(
    db
      .select({ d: deposits, name: users.name, email: users.email })
      .from(deposits)
      .innerJoin(users, eq(users.id, deposits.userId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(page.limit)
      .offset(page.offset),
    () => db.select({ total: count() }).from(deposits).where(where),
    page,
  );
  return {
    deposits: rows.map(({ d, name, email }) => ({
      id: d.id,
      userId: d.userId,
      name,
      email,
      asset: d.asset,
      network: d.network,
      chain: d.chain,
      amount: moneyString(d.amount),
      chainAmount: d.chainAmount === null ? null : moneyString(d.chainAmount),
      status: d.status,
      state: (d.chain === null ? "ADMIN_CREDIT" : (d.chainState ?? "PENDING")) as AdminDepositState,
      txHash: d.txHash,
      outputIndex: d.outputIndex,
      address: d.address,
      blockHeight: d.blockHeight,
      blockHash: d.blockHash,
      confirmations: d.confirmations,
      requiredConfirmations: d.requiredConfirmations,
      explorerUrl: explorerTxUrl(d.chain, d.txHash),
      createdAt: d.createdAt.toISOString(),
      creditedAt: d.creditedAt?.toISOString() ?? null,
      updatedAt: d.updatedAt?.toISOString() ?? null,
    })),
    pagination,
  };
}
