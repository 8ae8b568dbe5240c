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

/** GET /api/withdrawals: the investor's requests, newest first. */
export function useWithdrawals() {
  const refetchInterval = useAutoRefreshInterval();
  return useQuery({
    queryKey: queryKeys.withdrawals,
    refetchInterval,
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
