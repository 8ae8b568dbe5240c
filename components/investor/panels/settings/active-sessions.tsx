"use client";

import { LogOut, MonitorSmartphone } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/error-message";
import { formatDate, formatRelativeTime } from "@/lib/format";
import {
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
  type AuthSession,
} from "@/lib/hooks/use-sessions";

export const NO_OTHER_SESSIONS = "No other active sessions";
export const SESSION_SIGNED_OUT = "Session signed out";
export const OTHER_SESSIONS_SIGNED_OUT = "Signed out of all other sessions";
export const SIGN_OUT_SESSION_FAILED = "Couldn't sign that session out";
export const SESSIONS_FAILED = "Failed to load your active sessions";

/** Where this account is signed in, with a way to end any session but this one. */
export function ActiveSessions() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // A signed-out row disappears with the button that had focus; the list takes it instead of the page.
  const list = useRef<HTMLDivElement>(null);

  const signOut = async (id: string) => {
    if (pending.has(id)) return;
    setPending((p) => new Set(p).add(id));
    try {
      const res = await revoke.mutateAsync(id);
      toast.success(res?.message || SESSION_SIGNED_OUT);
      list.current?.focus();
    } catch (err) {
      toast.error(errorMessage(err, SIGN_OUT_SESSION_FAILED));
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(id);
        return next;
      });
    }
  };

  const signOutOthers = async () => {
    if (revokeOthers.isPending) return;
    try {
      const res = await revokeOthers.mutateAsync();
      toast.success(res?.message || OTHER_SESSIONS_SIGNED_OUT);
      list.current?.focus();
    } catch (err) {
      toast.error(errorMessage(err, SIGN_OUT_SESSION_FAILED));
    }
  };

  if (sessions.isPending)
    return (
      <div role="status" aria-label="Loading" className="grid gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (!sessions.data)
    return (
      <LoadError
        compact
        message={errorMessage(sessions.error, SESSIONS_FAILED)}
        onRetry={() => sessions.refetch()}
      />
    );

  // The current session first, whatever the server's order.
  const current = sessions.data.filter((s) => s.current);
  const others = sessions.data.filter((s) => !s.current);
  return (
    <div ref={list} tabIndex={-1} className="grid gap-4 focus:outline-none">
      <ul aria-label="Active sessions" className="grid gap-3">
        {[...current, ...others].map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            busy={pending.has(session.id)}
            onSignOut={() => signOut(session.id)}
          />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_OTHER_SESSIONS}</p>
      ) : (
        <Button
          type="button"
          variant="outline"
          onClick={signOutOthers}
          disabled={revokeOthers.isPending}
          aria-busy={revokeOthers.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {revokeOthers.isPending ? <ButtonSpinner /> : <LogOut aria-hidden />}
          {revokeOthers.isPending ? "Signing out..." : "Sign out all other sessions"}
        </Button>
      )}
    </div>
  );
}

type ItemProps = { session: AuthSession; busy: boolean; onSignOut: () => void };

function SessionItem({ session, busy, onSignOut }: ItemProps) {
  const device = session.device || "Unknown device";
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-md border p-4">
      <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-words font-medium">{device}</p>
          {session.current && <Badge variant="success">This device</Badge>}
        </div>
        <dl className="grid gap-1 text-sm text-muted-foreground">
          <dt className="sr-only">IP address</dt>
          <dd className="break-all">{session.ip || "Unknown IP address"}</dd>
          <dt className="sr-only">Signed in</dt>
          <dd>
            Signed in on <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
          </dd>
          <dt className="sr-only">Last active</dt>
          <dd>
            Last active <time dateTime={session.lastSeenAt}>{formatRelativeTime(session.lastSeenAt)}</time>
          </dd>
        </dl>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onSignOut}
          disabled={busy}
          aria-busy={busy}
          className="w-full sm:w-auto"
        >
          {busy ? <ButtonSpinner /> : <LogOut aria-hidden />}
          {busy ? "Signing out..." : "Sign out"}
          {/* Which session, for a screen reader's list of buttons; the card says it to everyone else. */}
          <span className="sr-only"> {device}</span>
        </Button>
      )}
    </li>
  );
}
