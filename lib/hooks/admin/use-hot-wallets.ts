"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { hotWalletStatus } from "@/lib/payouts/hot-wallet-status";

type HotWalletsAnswer = Awaited<ReturnType<typeof hotWalletStatus>>;
export type HotWallet = HotWalletsAnswer["wallets"][number];
export type BitcoinBatchStatus = NonNullable<HotWalletsAnswer["bitcoin"]>;
export type TronBatchStatus = NonNullable<HotWalletsAnswer["tron"]>;

/** Balances move with every payout and every top-up: the view follows while open. */
const REFRESH_MS = 30_000;
const KEY = ["admin", "payouts", "wallets"] as const;

/** GET /api/admin/payouts/wallets: each hot wallet's address, balances, payouts on their way and alert, and the
 *  Bitcoin batch (not asked for by a role that may not read the operations' state). */
export function useHotWallets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<HotWalletsAnswer>("/api/admin/payouts/wallets", { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** POST /api/admin/payouts/bitcoin/batches: the waiting Bitcoin withdrawals as one PSBT to sign offline. */
export function useExportBitcoinBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ batch: unknown }>("/api/admin/payouts/bitcoin/batches", { method: "POST", body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/payouts/bitcoin/batches/{id}/signed: the signed transaction, checked and broadcast. */
export function useUploadSignedBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, signed }: { id: number; signed: string }) =>
      apiFetch<{ batch: { id: number; txid: string; state: string; refusal: string | null } }>(
        `/api/admin/payouts/bitcoin/batches/${id}/signed`,
        { method: "POST", body: { signed } },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: ["admin", "withdrawals"] });
    },
  });
}

/** POST /api/admin/payouts/bitcoin/batches/{id}/cancel: an unsigned batch, or one the node refused, dropped;
 *  its withdrawals queued again. */
export function useCancelBitcoinBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ batch: { id: number } }>(`/api/admin/payouts/bitcoin/batches/${id}/cancel`, {
        method: "POST",
        body: {},
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: ["admin", "withdrawals"] });
    },
  });
}

/** POST /api/admin/payouts/tron/batches: the waiting Tron withdrawals as unsigned transfers to sign offline. */
export function useExportTronBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ batch: unknown }>("/api/admin/payouts/tron/batches", { method: "POST", body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/payouts/tron/batches/{id}/signed: the signed transactions (JSON), checked and broadcast. */
export function useUploadSignedTron() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, signed }: { id: number; signed: string }) =>
      apiFetch<{ batch: { id: number; txids: string[]; state: string } }>(
        `/api/admin/payouts/tron/batches/${id}/signed`,
        { method: "POST", body: { signed } },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: ["admin", "withdrawals"] });
    },
  });
}
