import { and, desc, eq, isNull, notInArray, or } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { deposits } from "@/db/schema";
import { ASSETS, DEPOSIT_STATUSES } from "@/lib/enums";
import { explorerTxUrl } from "./explorer-url";

/** Chain transfers that were never the investor's to spend: too small to credit, or their block left the chain
 *  before they were credited. The back office still lists them. */
const NEVER_THEIRS = ["BELOW_MINIMUM", "ORPHANED"];

export const listedDepositSchema = z
  .object({
    id: z.number().int(),
    asset: z.enum(ASSETS),
    network: z.string().describe('The network\'s name as shown ("Ethereum Network")'),
    amount: z.number().describe("In the asset's units (0.5 is half a bitcoin)"),
    status: z
      .enum(DEPOSIT_STATUSES)
      .describe("PENDING while a chain deposit waits for its confirmations, COMPLETED once credited"),
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
    date: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Deposit" });
export type ListedDeposit = z.infer<typeof listedDepositSchema>;

/** GET /api/deposits: the caller's Deposit History, newest first. A credited deposit whose block later left the
 *  chain stays COMPLETED here: it was credited, and an administrator decides what happens to it. */
export async function listDeposits(userId: number): Promise<{ deposits: ListedDeposit[] }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        or(isNull(deposits.chainState), notInArray(deposits.chainState, NEVER_THEIRS)),
      ),
    )
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
  return {
    deposits: rows.map((d) => ({
      id: d.id,
      asset: d.asset,
      network: d.network,
      amount: Number(d.amount),
      status: d.status,
      txHash: d.chain ? d.txHash : null,
      confirmations: d.chain ? d.confirmations : null,
      requiredConfirmations: d.chain ? d.requiredConfirmations : null,
      explorerUrl: explorerTxUrl(d.chain, d.txHash),
      date: d.createdAt.toISOString(),
      createdAt: d.createdAt.toISOString(),
    })),
  };
}
