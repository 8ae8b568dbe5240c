"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useIdempotencyKey } from "@/lib/hooks/use-idempotency-key";

/** GET /api/auth/user/withdrawal-pin-status: whether a withdrawal PIN exists (never the PIN). */
export function usePinStatus() {
  return useQuery({
    queryKey: queryKeys.pinStatus,
    queryFn: ({ signal }) =>
      apiFetch<{ hasPin: boolean }>("/api/auth/user/withdrawal-pin-status", { signal }).then((r) => r.hasPin),
  });
}

function usePinMutation<T>(path: string) {
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: T) =>
      action.send(body, (idempotencyKey) =>
        apiFetch<{ message: string }>(path, { method: "POST", body, idempotencyKey }),
      ),
    onSuccess: () => queryClient.setQueryData(queryKeys.pinStatus, true),
  });
}

/** POST /api/auth/user/set-withdrawal-pin {pin}. */
export const useSetPin = () => usePinMutation<{ pin: string }>("/api/auth/user/set-withdrawal-pin");

/** POST /api/auth/user/change-withdrawal-pin {currentPin, newPin}. */
export const useChangePin = () =>
  usePinMutation<{ currentPin: string; newPin: string }>("/api/auth/user/change-withdrawal-pin");
