"use client";
import { useCallback, useState, type RefObject } from "react";
import type { AdminUser } from "@/lib/hooks/admin/use-admin-users";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";

export type UserDialogKind =
  "balances" | "credit" | "reset" | "reset-two-factor" | "lock" | "limits" | "delete";

/** What every row dialog receives: its user while open (null when closed), how to close, where focus goes. */
export type UserDialogProps = {
  user: AdminUser | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * One row dialog open at a time, opened from code by a row's button; focus returns to that button, or to
 * `fallback` when the row is gone (a deleted user).
 */
export function useUserDialogs(fallback: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<{ kind: UserDialogKind; user: AdminUser } | null>(null);
  const focus = useReturnFocus();
  const show = useCallback(
    (kind: UserDialogKind, user: AdminUser, opener: HTMLElement | null) => {
      focus.remember(opener, fallback.current);
      setOpen({ kind, user });
    },
    [focus, fallback],
  );
  const close = useCallback(() => setOpen(null), []);
  const propsFor = (kind: UserDialogKind): UserDialogProps => ({
    user: open?.kind === kind ? open.user : null,
    onClose: close,
    onCloseAutoFocus: focus.onCloseAutoFocus,
  });
  return { show, propsFor };
}
