"use client";
// The signed-in user's active sessions (one per sign-in) and signing other devices out.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type AuthSession = {
  id: string;
  /** A label from the browser's user agent ("Chrome on Windows"). */
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session this browser is using. */
  current: boolean;
  /** The name of the passkey the session signed in with; null for a password sign-in. */
  passkey: string | null;
};

/** GET /api/auth/sessions: active sessions, newest first. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.authSessions,
    queryFn: ({ signal }) =>
      apiFetch<{ sessions: AuthSession[] }>("/api/auth/sessions", { signal }).then((r) => r.sessions),
  });
}

/** DELETE /api/auth/sessions/{id}: that device's next request is refused. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message?: string }>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    // Refreshed on failure too: a 404 means the session had already ended and the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.authSessions }),
  });
}

/** POST /api/auth/sessions/revoke-others: every session but this one ends. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ message?: string; count?: number }>("/api/auth/sessions/revoke-others", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.authSessions }),
  });
}
