"use client";
// The signed-in user as the dashboards see it (GET /api/user), plus sign-out. The session itself is the
// httpOnly `token` cookie; the browser only keeps the spec's non-secret flags in localStorage.
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { toast } from "sonner";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { apiFetch, isApiError } from "@/lib/api-client";
import { replacePage } from "@/lib/replace-page";

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  phone?: string;
  role: "INVESTOR" | "ADMIN";
  /** An administrator's role (what the back office shows them); absent for investors. */
  adminRole?: AdminRole;
  isVerified: boolean;
  /** Whether the account's current e-mail address has been confirmed with its code. */
  emailVerified?: boolean;
  /** ISO time the account was created ("member since"). */
  createdAt?: string;
  mainBalance?: number;
};

export const sessionKeys = { user: ["session", "user"] as const };

/** GET /api/user as one query, shared by the shells' session guard and the profile forms. */
export const sessionUserQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: ({ signal }) => apiFetch<{ user: SessionUser }>("/api/user", { signal }).then((r) => r.user),
  // "Not signed in" or "wrong role" will not change by asking again.
  retry: (count, err) => !isApiError(err) && count < 1,
});

/** The spec's local store keys ("Local session data"); none of them is a secret. */
export const LOCAL_KEYS = { userId: "userId", userEmail: "userEmail", isLoggedIn: "isLoggedIn" } as const;

export function rememberSignIn(user: { id: number; email: string }) {
  try {
    localStorage.setItem(LOCAL_KEYS.userId, String(user.id));
    localStorage.setItem(LOCAL_KEYS.userEmail, user.email);
    localStorage.setItem(LOCAL_KEYS.isLoggedIn, "yes");
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie session works without it.
  }
}

export function forgetSignIn() {
  try {
    localStorage.removeItem(LOCAL_KEYS.userId);
    localStorage.removeItem(LOCAL_KEYS.userEmail);
    localStorage.setItem(LOCAL_KEYS.isLoggedIn, "no");
  } catch {
    // See rememberSignIn.
  }
}

type UseSessionOptions = {
  /** Where to send the visitor when the server says there is no session (401). */
  loginPath: string;
  /** Only this role may stay; anyone else goes to loginPath. */
  requireRole?: SessionUser["role"];
  /** The user as the page's server render read it (lib/auth/page-user.ts): no loading state, no second
   *  round trip before the first screen. Fresh for the default stale time, then re-read like any query. */
  initialUser?: SessionUser | null;
};

export function useSession({ loginPath, requireRole, initialUser }: UseSessionOptions) {
  const query = useQuery({ ...sessionUserQuery, initialData: initialUser ?? undefined });

  const unauthenticated = isApiError(query.error, 401);
  const wrongRole = !!requireRole && !!query.data && query.data.role !== requireRole;

  useEffect(() => {
    if (!unauthenticated && !wrongRole) return;
    // spec: a failed session check clears the login flag silently and goes to the login page.
    forgetSignIn();
    replacePage(loginPath);
  }, [unauthenticated, wrongRole, loginPath]);

  return {
    user: wrongRole ? undefined : query.data,
    isLoading: query.isPending || unauthenticated || wrongRole,
    error: unauthenticated || wrongRole ? null : query.error,
    refetch: query.refetch,
  };
}

export const SIGN_OUT_FAILED = "Couldn't sign you out. Please try again.";

/**
 * Ends the session on the server, then forgets the local flags and leaves for the login page, replacing the
 * dashboard's history entry. If the server call fails the httpOnly cookie is still alive, so nothing is
 * cleared and the user stays, told to retry: they must never believe they are signed out when they are not.
 */
export function useSignOut(loginPath: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiFetch("/api/auth/signout", { method: "POST" });
    } catch {
      toast.error(SIGN_OUT_FAILED);
      return;
    }
    forgetSignIn();
    replacePage(loginPath);
    queryClient.clear();
  }, [loginPath, queryClient]);
}

export const SESSION_ENDED = "Your session has ended. Please sign in again.";

/**
 * For a call answered 401 in the middle of the dashboard (the session was ended elsewhere, e.g. by a
 * password change on another device): say so, forget the local flags and go to the login page.
 */
export function useSessionEnded(loginPath: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetSignIn();
    // One toast however many calls were refused at once (a panel's queries and the form's own handler).
    toast.error(SESSION_ENDED, { id: SESSION_ENDED });
    replacePage(loginPath);
    queryClient.clear();
  }, [loginPath, queryClient]);
}

/**
 * The dashboards' net for a session that ends while they are open (signed out from another device, idle
 * past the user's timeout, password changed elsewhere): the first query or mutation the server answers 401
 * sends the browser to the login page, whichever panel made it. The session query itself is left to
 * useSession, which leaves silently on a first load without a session.
 */
export function useEndSessionOnUnauthorized(loginPath: string) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded(loginPath);
  useEffect(() => {
    let ended = false;
    const onError = (error: unknown) => {
      if (ended || !isApiError(error, 401)) return;
      ended = true;
      sessionEnded();
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.query.queryKey[0] === sessionKeys.user[0]) return;
      onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, sessionEnded]);
}
