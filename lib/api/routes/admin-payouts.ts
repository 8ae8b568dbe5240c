// The back office's payouts: the hot wallets, and the Bitcoin and Tron batches signed offline.
import { z } from "zod";
import { hotWalletsAnswerSchema } from "@/lib/payouts/hot-wallet-status";
import { signedBatchSchema } from "@/lib/payouts/bitcoin/signed-batch-schema";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminPayoutRoutes: RouteEntry[] = [
  route("GET /api/admin/payouts/wallets", admin("operations.read"), "Admin: money", "Hot wallets", {
    description:
      "Each network with a hot-wallet key and a node: the wallet's address, its balances, the payouts on " +
      "their way and its alert (payouts waiting for funds or gas). Keys and node URLs are never shown. " +
      "`bitcoin`: the Bitcoin payouts waiting for a batch, the batch exported and not yet signed, and the " +
      "wallet's confirmed and unconfirmed balance. `tron`: the Tron payouts waiting for an export, the " +
      "payout address and the newest export not yet signed.",
    response: hotWalletsAnswerSchema,
  }),
  route(
    "POST /api/admin/payouts/bitcoin/batches",
    admin("withdrawals.decide"),
    "Admin: money",
    "Export a Bitcoin payout batch",
    {
      description:
        "The approved Bitcoin withdrawals waiting for a batch and the platform wallet's coins (read through " +
        "Esplora from PAYOUT_XPUB_BITCOIN) as one unsigned PSBT (base64) to sign offline, change to the " +
        "wallet's next change address. A new export replaces a batch not yet signed.",
      response: z.object({
        batch: z.object({
          id: z.number().int(),
          txid: z.string(),
          fee: z.number().int().describe("Satoshis"),
          psbt: z.string(),
          withdrawals: z.array(z.number().int()),
        }),
      }),
      errors: {
        409: "Not configured, nothing waiting, or the wallet short of coins",
        502: "The Bitcoin node did not answer",
      },
    },
  ),
  route(
    "POST /api/admin/payouts/bitcoin/batches/[id]/signed",
    admin("withdrawals.decide"),
    "Admin: money",
    "Upload a Bitcoin payout batch's signed transaction",
    {
      description:
        "The signed PSBT (base64) or raw transaction (hex). Refused (400) unless it spends exactly the " +
        "exported coins and pays exactly each withdrawal and the change; then recorded, broadcast, and its " +
        "withdrawals BROADCAST, COMPLETED at BITCOIN_CONFIRMATIONS. `refusal`: the node's reason when it " +
        "refused the broadcast (kept on the batch, which may then be cancelled). The body may reach 4 MB.",
      body: signedBatchSchema,
      response: z.object({
        batch: z.object({
          id: z.number().int(),
          txid: z.string(),
          state: z.literal("BROADCAST"),
          refusal: z.string().nullable(),
        }),
      }),
      errors: {
        404: "No such batch",
        409: "The batch is no longer waiting for its signed transaction",
        502: "The Bitcoin node did not answer",
      },
    },
  ),
  route(
    "POST /api/admin/payouts/bitcoin/batches/[id]/cancel",
    admin("withdrawals.decide"),
    "Admin: money",
    "Cancel a Bitcoin payout batch not yet signed, or refused by the node",
    {
      description:
        "An exported batch whose signed transaction was never uploaded, or a broadcast one the node refused, " +
        "is dropped; its withdrawals wait for the next export, which spends one of its coins so that at most " +
        "one of the two can confirm (a withdrawal is held while none of its coins is left unspent). A batch " +
        "the node took cannot be cancelled.",
      response: z.object({
        batch: z.object({
          id: z.number().int(),
          state: z.literal("CANCELLED"),
          withdrawals: z.array(z.number().int()),
        }),
      }),
      errors: {
        404: "No such batch",
        409: "The batch is neither waiting for its signed transaction nor refused by the node",
      },
    },
  ),
  route(
    "POST /api/admin/payouts/tron/batches",
    admin("withdrawals.decide"),
    "Admin: money",
    "Export the Tron payouts to sign",
    {
      description:
        "The approved Tron (USDT) withdrawals waiting for an export, as one unsigned TRC-20 transfer each " +
        "from PAYOUT_ADDRESS_TRON (java-tron's JSON, raw_data_hex and txID), to sign offline before " +
        "`expiration` (a day). An export never replaces an earlier one; its payouts return to the queue " +
        "once its transactions have expired unmined.",
      response: z.object({
        batch: z.object({
          id: z.number().int(),
          expiration: z.string(),
          transactions: z.array(
            z.object({}).passthrough().describe("java-tron's transaction JSON: txID, raw_data, raw_data_hex"),
          ),
          withdrawals: z.array(z.number().int()),
        }),
      }),
      errors: { 409: "Not configured, or nothing waiting", 502: "The Tron node did not answer" },
    },
  ),
  route(
    "POST /api/admin/payouts/tron/batches/[id]/signed",
    admin("withdrawals.decide"),
    "Admin: money",
    "Upload a Tron export's signed transactions",
    {
      description:
        "`signed`: the JSON of the signed transactions (a list, or the exported file's { transactions }). " +
        "Refused (400) unless each is exactly an exported transaction (same txID), paying its withdrawal's " +
        "contract, recipient and amount, signed by PAYOUT_ADDRESS_TRON's key, and every one is there; then " +
        "recorded, broadcast, and its withdrawals BROADCAST, COMPLETED at TRON_CONFIRMATIONS. A transfer the " +
        "node refuses keeps its reason on the payout. The body may reach 4 MB.",
      body: signedBatchSchema,
      response: z.object({
        batch: z.object({ id: z.number().int(), txids: z.array(z.string()), state: z.literal("BROADCAST") }),
      }),
      errors: {
        404: "No such batch",
        409: "The batch is no longer waiting for its signed transactions",
        502: "The Tron node did not answer",
      },
    },
  ),
];
