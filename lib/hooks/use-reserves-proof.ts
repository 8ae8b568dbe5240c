"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { PorProof } from "@/lib/reserves/merkle-sum-tree";

export type { PorProof };

/** GET /api/reserves/proof: the investor's proof in the latest snapshot; null when they are not in it (404). */
export function useReservesProof() {
  return useQuery({
    queryKey: queryKeys.reservesProof,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<PorProof>("/api/reserves/proof", { signal });
      } catch (err) {
        if (isApiError(err, 404)) return null;
        throw err;
      }
    },
  });
}
