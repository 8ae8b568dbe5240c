"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { adminSnapshotList } from "@/lib/reserves/published-reserves";
import type { ReserveSignatureInput } from "@/lib/reserves/reserve-schemas";
import type { SnapshotTaken } from "@/lib/reserves/take-snapshot";

export type AdminSnapshot = Awaited<ReturnType<typeof adminSnapshotList>>["snapshots"][number];
export type AdminReserve = AdminSnapshot["reserves"][number];

/** The assets of apex-por-v1, in its order. */
export const POR_ASSETS = ["USD", "BTC", "ETH", "USDT", "USDC"] as const;

// Its own key under ["admin", …], so an investor's cache never shares it; the audit trail records each snapshot
// and signature, so it refreshes too.
const RESERVES_KEY = ["admin", "reserves"] as const;
const AUDIT_KEY = ["admin", "audit"] as const;

/** The 202 of a snapshot taken under the two-person rule: it waits for a second administrator. */
type Proposed = { message: string; approval: { id: number; status: string } };
export type TakeSnapshotAnswer = SnapshotTaken | Proposed;

export const isProposal = (answer: TakeSnapshotAnswer): answer is Proposed => "approval" in answer;

/** GET /api/admin/reserves/snapshots: newest first, each with its reserves, coverage and signatures. */
export function useAdminSnapshots() {
  return useQuery({
    queryKey: RESERVES_KEY,
    queryFn: ({ signal }) =>
      apiFetch<{ snapshots: AdminSnapshot[] }>("/api/admin/reserves/snapshots", { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([RESERVES_KEY, AUDIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /api/admin/reserves/snapshots: one taken now (or proposed, under the two-person rule). */
export function useTakeSnapshot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiFetch<TakeSnapshotAnswer>("/api/admin/reserves/snapshots", { method: "POST" }),
    onSettled: refresh,
  });
}

/** POST /api/admin/reserves/signatures: 200 when it verifies, else 400 saying why. */
export function useUploadSignature() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReserveSignatureInput) =>
      apiFetch<{ signed: true; message: string }>("/api/admin/reserves/signatures", {
        method: "POST",
        body,
      }),
    onSettled: refresh,
  });
}

/** The message an address signs for a snapshot (docs/proof-of-reserves.md). */
export const signedMessage = (snapshotId: string, address: string) =>
  `Apex proof of reserves ${snapshotId} ${address}`;
