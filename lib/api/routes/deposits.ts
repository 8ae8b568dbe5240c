// The investor's deposits and where to send them.
import { z } from "zod";
import { depositAddressSchema } from "@/lib/deposits/deposit-addresses";
import { listedDepositSchema } from "@/lib/deposits/list-deposits";
import { route, type RouteEntry } from "./route-entry";

export const depositRoutes: RouteEntry[] = [
  route("GET /api/deposits", "user", "Money", "The caller's deposits", {
    description:
      "Newest first: the deposits a chain watcher saw (PENDING with their `confirmations` until the network's " +
      "`requiredConfirmations`, then COMPLETED) and those the team credited (no `txHash`). Transfers never " +
      "credited (below the 0.001 minimum, or whose block left the chain first) are not listed.",
    response: z.object({ deposits: z.array(listedDepositSchema) }),
  }),
  route("GET /api/deposits/addresses", "user", "Money", "Deposit addresses", {
    description:
      "Where the caller sends each deposit asset, per network. With a network's account public key configured " +
      "(`DEPOSIT_XPUB_BITCOIN`, `DEPOSIT_XPUB_EVM`, `DEPOSIT_XPUB_TRON`) an investor gets their own address " +
      "(`personal: true`), the same on every call; otherwise the configured fixed address (`personal: false`), " +
      "whose deposits the team credits. In production a network with neither is listed with `available: " +
      "false` and an empty `address` (never the example addresses of local use). Only coins the ledger holds " +
      "are listed.",
    response: z.object({ addresses: z.array(depositAddressSchema) }),
  }),
];
