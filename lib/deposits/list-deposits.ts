import { and, desc, eq, isNull, notInArray, or } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { deposits } from "@/db/schema";
import { ASSETS, DEPOSIT_STATUSES } from "@/lib/enums";
import { NOT_CREDITED_REASONS } from "./deposit-states";
import { explorerTxUrl } from "./explorer-url";
import { MINIMUM_DEPOSIT } from "./watch/deposit-amount";

/** Chain transfers whose block left the chain before they were credited: they never arrived (the back office
 *  still lists them). One below the minimum did arrive, so the investor sees it, marked not credited. */
const NEVER_ARRIVED = ["ORPHANED"];

export const listedDepositSchema = z
  .object({
    id: z.number().int(),
    asset: z.enum(ASSETS),
    network: z.string().describe('The network\'s name as shown ("Ethereum Network")'),
    amount: z.number().describe("In the asset's units (0.5 is half a bitcoin)"),
    status: z
      .enum(DEPOSIT_STATUSES)
      .describe(
        "PENDING while a chain deposit waits for its confirmations, COMPLETED once credited, INACTIVE when it " +
          "arrived but is never credited (see notCredited)",
      ),
    txHash: z.string().nullable().describe("The chain transaction; null for a deposit the team credited"),
    confirmations: z
      .number()
      .int()
      .nullable()
      .describe(
        "Blocks on top of the deposit's, its own included (tip − height + 1); null for a team credit",
      ),
    requiredConfirmations: z
      .number()
      .int()
      .nullable()
      .describe("The depth at which it is credited; null for a team credit"),
    explorerUrl: z.string().nullable().describe("The transaction on the network's block explorer, or null"),
    notCredited: z
      .object({
        reason: z.enum(NOT_CREDITED_REASONS).describe("BELOW_MINIMUM: less than the minimum deposit"),
        minimum: z.string().describe("The minimum deposit, in the asset's units (a decimal string)"),
      })
      .nullable()
      .describe("Why a deposit that arrived is not added to the balance (never will be); null otherwise"),
    date: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Deposit" });
export type ListedDeposit = z.infer<typeof listedDepositSchema>;

/** GET /api/deposits: the caller's Deposit History, newest first. A credited deposit whose block later left the
 *  chain stays COMPLETED here: it was credited, and an administrator decides what happens to it. One below the
 *  minimum is INACTIVE with its reason and the minimum: the investor sees their coins arrived and why they
 *  are not in the balance. */
export async function listDeposits(userId: number): Promise<{ deposits: ListedDeposit[] }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        or(isNull(deposits.chainState), notInArray(deposits.chainState, NEVER_ARRIVED)),
      ),
    )
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
  return {
    deposits: rows.map((d) => ({
      id: d.id,
      asset: d.asset,
      network: d.network,
      amount: Number(d.amount),
      status: d.chainState === "BELOW_MINIMUM" ? "INACTIVE" : d.status,
      txHash: d.chain ? d.txHash : null,
      confirmations: d.chain ? d.confirmations : null,
      requiredConfirmations: d.chain ? d.requiredConfirmations : null,
      explorerUrl: explorerTxUrl(d.chain, d.txHash),
      notCredited:
        d.chainState === "BELOW_MINIMUM"
          ? { reason: "BELOW_MINIMUM" as const, minimum: MINIMUM_DEPOSIT.toFixed() }
          : null,
      date: d.createdAt.toISOString(),
      createdAt: d.createdAt.toISOString(),
    })),
  };
}
