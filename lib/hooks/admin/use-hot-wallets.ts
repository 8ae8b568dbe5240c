"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { hotWalletStatus } from "@/lib/payouts/hot-wallet-status";

export type HotWallet = Awaited<ReturnType<typeof hotWalletStatus>>["wallets"][number];

/** Balances move with every payout and every top-up: the view follows while open. */
const REFRESH_MS = 30_000;

/** GET /api/admin/payouts/wallets: each hot wallet's address, balances, payouts on their way and alert (not
 *  asked for by a role that may not read the operations' state). */
export function useHotWallets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ["admin", "payouts", "wallets"] as const,
    queryFn: ({ signal }) =>
      apiFetch<Awaited<ReturnType<typeof hotWalletStatus>>>("/api/admin/payouts/wallets", { signal }).then(
        (r) => r.wallets,
      ),
    refetchInterval: REFRESH_MS,
  });
}
