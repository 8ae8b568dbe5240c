// Answer schemas and notes that entries of more than one area give (an investor's route and its back-office
// twin, or two features over the same data). A schema with `.meta({ id })` is one document component, so it
// is defined here once and imported, never copied.
import { z } from "zod";

/** The whitelist fields of the security settings and of the withdrawal address book. */
export const whitelistAnswer = {
  whitelistOnly: z.boolean().describe("On now (a pending switch-off not yet come)"),
  whitelistOffAt: z.string().nullable().describe("When a requested switch-off takes effect; null when none"),
};

/** A support ticket reply, in the investor's ticket list and in both reply answers. */
export const ticketReply = z
  .object({
    id: z.number().int(),
    from: z.enum(["ADMIN", "INVESTOR"]).describe("ADMIN: support; INVESTOR: the ticket's author"),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "TicketReply" });

/** A reply sent, by the investor on their ticket or by support. */
export const replySent = z.object({
  message: z.string(),
  reply: ticketReply,
  ticket: z.object({ id: z.number().int(), status: z.enum(["OPEN", "ANSWERED", "CLOSED"]) }),
});

/** The 429 of a rate-limited operation (lib/rate-limit.ts). */
export const RATE_LIMITED =
  "Too many attempts: `retryAfter` (and the Retry-After header) says how many seconds to wait";

/** A withdrawal request as its investor sees it; the back office's list extends it (admin-withdrawals.ts). */
export const withdrawalRequestAnswer = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    asset: z.enum(["BITCOIN", "ETHEREUM", "USDT", "USDC"]),
    network: z.string(),
    address: z.string(),
    status: z.enum(["PENDING", "APPROVED", "BROADCAST", "COMPLETED", "FAILED", "REJECTED"]),
    createdAt: z.string(),
    txHash: z
      .string()
      .nullable()
      .describe("The payout's transaction once a hot wallet sent it; null otherwise"),
    explorerUrl: z.string().nullable().describe("That transaction on the network's block explorer, or null"),
    newAddress: z
      .boolean()
      .describe("An address the investor never withdrew to before and not one of their ACTIVE saved ones"),
  })
  .meta({ id: "WithdrawalRequest" });

/** The description of an admin list that pages only when asked to. */
export const pagedNote =
  "Without limit, offset, q or a filter it answers every row and no `pagination`; with one, one page plus " +
  "`pagination: { total, limit, offset }`.";
