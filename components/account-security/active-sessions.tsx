"use client";

import { LogOut, MonitorSmartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatRelativeTime } from "@/lib/format";
import { useErrorText } from "@/lib/i18n/use-error-text";
import {
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
  type AuthSession,
} from "@/lib/hooks/use-sessions";

/** Where this account is signed in, with a way to end any session but this one. */
export function ActiveSessions() {
  const t = useTranslations("accountSecurity.sessions");
  const errorText = useErrorText();
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
      await revoke.mutateAsync(id);
      toast.success(t("signedOut"));
      list.current?.focus();
    } catch (err) {
      toast.error(errorText(err, t("signOutFailed")));
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
      await revokeOthers.mutateAsync();
      toast.success(t("othersSignedOut"));
      list.current?.focus();
    } catch (err) {
      toast.error(errorText(err, t("signOutFailed")));
    }
  };

  if (sessions.isPending)
    return (
      <div role="status" aria-label={t("loading")} className="grid gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (!sessions.data)
    return (
      <LoadError
        compact
        message={errorText(sessions.error, t("loadFailed"))}
        onRetry={() => sessions.refetch()}
      />
    );

  // The current session first, whatever the server's order.
  const current = sessions.data.filter((s) => s.current);
  const others = sessions.data.filter((s) => !s.current);
  return (
    <div ref={list} tabIndex={-1} className="grid gap-4 focus:outline-none">
      <ul aria-label={t("listLabel")} className="grid gap-3">
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
        <p className="text-sm text-muted-foreground">{t("noOthers")}</p>
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
          {revokeOthers.isPending ? t("signingOut") : t("signOutOthers")}
        </Button>
      )}
    </div>
  );
}

type ItemProps = { session: AuthSession; busy: boolean; onSignOut: () => void };

function SessionItem({ session, busy, onSignOut }: ItemProps) {
  const t = useTranslations("accountSecurity.sessions");
  const device = session.device || t("unknownDevice");
  const lastActive = t.rich("lastActiveAt", {
    when: formatRelativeTime(session.lastSeenAt),
    time: (c) => <time dateTime={session.lastSeenAt}>{c}</time>,
  });
  const signedIn = t.rich("signedInOn", {
    date: formatDate(session.createdAt),
    time: (c) => <time dateTime={session.createdAt}>{c}</time>,
  });
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-md border p-4">
      <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-words font-medium">{device}</p>
          {session.current && <Badge variant="success">{t("thisDevice")}</Badge>}
        </div>
        <dl className="grid gap-1 text-sm text-muted-foreground">
          <dt className="sr-only">{t("ip")}</dt>
          <dd className="break-all">{session.ip || t("unknownIp")}</dd>
          <dt className="sr-only">{t("signedIn")}</dt>
          <dd>{signedIn}</dd>
          {session.passkey !== null && (
            <>
              <dt className="sr-only">{t("method")}</dt>
              <dd className="break-words">{t("passkey", { name: session.passkey })}</dd>
            </>
          )}
          <dt className="sr-only">{t("lastActive")}</dt>
          <dd>{lastActive}</dd>
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
          {busy ? t("signingOut") : t("signOut")}
          {/* Which session, for a screen reader's list of buttons; the card says it to everyone else. */}
          <span className="sr-only"> {device}</span>
        </Button>
      )}
    </li>
  );
}
