"use client";

import { BadgeCheck, Coins, Gauge, Lock, Mail, RotateCcw, ShieldOff, Trash2, Wallet } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import type { AdminUser } from "@/lib/hooks/admin/use-admin-users";
import { useAdminCan } from "../../use-admin-can";
import type { UserDialogKind } from "./use-user-dialogs";

export type UserRowHandlers = {
  openDialog: (kind: UserDialogKind, user: AdminUser, opener: HTMLElement) => void;
  verify: (user: AdminUser) => void;
  sendMail: (user: AdminUser) => void;
  /** The user whose verification is in flight. */
  verifyingId: number | null;
};

type Action = { label: string; icon: LucideIcon; onClick: (e: MouseEvent<HTMLButtonElement>) => void };

/**
 * Row actions, as icon buttons named with the user ("Verify Jane Doe") so a screen reader and
 * a browser journey can tell the rows apart. Administrator accounts get none: the server refuses money
 * actions on them.
 */
export function UserRowActions({ user, handlers }: { user: AdminUser; handlers: UserRowHandlers }) {
  const t = useTranslations("admin.users.actions");
  const can = useAdminCan();
  if (user.role !== "INVESTOR")
    return <span className="text-xs text-muted-foreground">{t("administrator")}</span>;
  const dialog = (kind: UserDialogKind) => (e: MouseEvent<HTMLButtonElement>) =>
    handlers.openDialog(kind, user, e.currentTarget);
  // Each action only for a role that may take it (lib/admin/roles/permissions.ts).
  const actions: Action[] = [
    { label: t("balances", { name: user.name }), icon: Wallet, onClick: dialog("balances") },
    ...(can("money.credit")
      ? [
          { label: t("credit", { name: user.name }), icon: Coins, onClick: dialog("credit") },
          { label: t("reset", { name: user.name }), icon: RotateCcw, onClick: dialog("reset") },
        ]
      : []),
    ...(can("messages.send")
      ? [{ label: t("sendMail", { name: user.name }), icon: Mail, onClick: () => handlers.sendMail(user) }]
      : []),
    // Only while it is on: a user who lost their authenticator and recovery codes asks support for it.
    ...(user.twoFactorEnabled && can("users.twoFactorReset")
      ? [
          {
            label: t("resetTwoFactor", { name: user.name }),
            icon: ShieldOff,
            onClick: dialog("reset-two-factor"),
          },
        ]
      : []),
    // Lock or unlock the account, with a reason.
    ...(can("users.lock")
      ? [{ label: t("lock", { name: user.name }), icon: Lock, onClick: dialog("lock") }]
      : []),
    ...(can("limits.manage")
      ? [{ label: t("limits", { name: user.name }), icon: Gauge, onClick: dialog("limits") }]
      : []),
    ...(can("users.delete")
      ? [{ label: t("delete", { name: user.name }), icon: Trash2, onClick: dialog("delete") }]
      : []),
  ];
  const verifying = handlers.verifyingId === user.id;
  const mayVerify = can("users.verify");
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      {!user.isVerified && mayVerify && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t("verifyLabel", { name: user.name })}
          disabled={verifying}
          aria-busy={verifying || undefined}
          onClick={() => handlers.verify(user)}
        >
          {verifying ? <ButtonSpinner /> : <BadgeCheck aria-hidden />}
          {verifying ? t("verifying") : t("verify")}
        </Button>
      )}
      {actions.map(({ label, icon: Icon, onClick }) => (
        <Button
          key={label}
          size="icon"
          variant="ghost"
          className="size-9"
          aria-label={label}
          title={label}
          onClick={onClick}
        >
          <Icon aria-hidden className={Icon === Trash2 ? "text-destructive" : undefined} />
        </Button>
      ))}
    </div>
  );
}
