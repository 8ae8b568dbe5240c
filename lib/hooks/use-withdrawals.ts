"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { requestWithdrawal } from "@/lib/withdrawals/request-withdrawal";
import type { withdrawalOutput } from "@/lib/withdrawals/withdrawal-output";
import { queryKeys } from "@/lib/query-keys";
import { useAutoRefreshInterval } from "./use-preferences";
import { useIdempotencyKey } from "@/lib/hooks/use-idempotency-key";

export type WithdrawalRequest = ReturnType<typeof withdrawalOutput>;
export type RequestWithdrawalResponse = Awaited<ReturnType<typeof requestWithdrawal>>;
export type WithdrawalBody = {
  amount: string;
  asset: string;
  network: string;
  address: string;
  pin: string;
  /** The authenticator code, when the user has two-factor authentication on. */
  otp?: string;
};

/** How often a history with a payout on its way asks again: a sent withdrawal completes on its own. */
const SENT_REFRESH_MS = 15_000;

/** GET /api/withdrawals: the investor's requests, newest first. */
export function useWithdrawals() {
  const chosen = useAutoRefreshInterval();
  return useQuery<WithdrawalRequest[]>({
    queryKey: queryKeys.withdrawals,
    refetchInterval: (query) => {
      const sent = query.state.data?.some((w) => w.status === "BROADCAST");
      if (!sent) return chosen;
      return chosen ? Math.min(chosen, SENT_REFRESH_MS) : SENT_REFRESH_MS;
    },
    queryFn: ({ signal }) =>
      apiFetch<{ withdrawalRequests: WithdrawalRequest[] }>("/api/withdrawals", { signal }).then(
        (r) => r.withdrawalRequests,
      ),
  });
}

/** POST /api/withdrawals: debits the balance at once, so balances and activity change too. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: WithdrawalBody) =>
      action.send(body, (idempotencyKey) =>
        apiFetch<RequestWithdrawalResponse>("/api/withdrawals", { method: "POST", body, idempotencyKey }),
      ),
    onSettled: () =>
      Promise.all(
        [queryKeys.withdrawals, queryKeys.balances, queryKeys.transactions].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
