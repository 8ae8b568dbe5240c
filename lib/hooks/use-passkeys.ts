"use client";
// The signed-in user's passkeys (GET /api/auth/passkeys): Settings > Security lists them, and every screen
// that asks the authenticator code offers "Use a passkey" when there is one.
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null };
/** `enabled` is false when the server is reached by an IP address (browsers refuse one as relying party). */
export type PasskeyList = { enabled: boolean; max: number; passkeys: Passkey[] };

export function usePasskeys() {
  return useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: ({ signal }) => apiFetch<PasskeyList>("/api/auth/passkeys", { signal }),
  });
}
