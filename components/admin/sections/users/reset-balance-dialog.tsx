"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { useResetBalance } from "@/lib/hooks/admin/use-admin-users";
import { RESET_NO_USER } from "@/lib/validation/admin";
import { useAdminDashboard } from "@/components/admin/admin-dashboard-context";
import type { UserDialogProps } from "./use-user-dialogs";

// The exact text the user sees.
export const RESET_FAILED = "Failed to reset user balance";
const DEFAULT_REASON = "Admin reset";

/** Reset Balance confirm: every balance of the user (USD and each coin) to zero. */
export function ResetBalanceDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  const { admin } = useAdminDashboard();
  const reset = useResetBalance();
  const [reason, setReason] = useState("");
  const sending = useRef(false);
  const busy = reset.isPending;

  const close = () => {
    setReason("");
    onClose();
  };

  const confirm = async () => {
    if (sending.current) return;
    // A reset needs a user.
    if (!user) return void toast.error(RESET_NO_USER);
    sending.current = true;
    try {
      const res = await reset.mutateAsync({
        userId: user.id,
        reason: reason.trim() || DEFAULT_REASON,
        adminId: admin.id,
      });
      toast.success(res.message);
      close();
    } catch (err) {
      toast.error(errorMessage(err, RESET_FAILED));
    } finally {
      sending.current = false;
    }
  };

  return (
    <AlertDialog open={!!user} onOpenChange={(open) => !open && !busy && close()}>
      {user && (
        <AlertDialogContent
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Reset balance</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              Every balance of {user.name} (the main balance and each coin) goes to zero. Each change is
              recorded in the ledger and the audit trail. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField id="reset-reason" label="Reason">
            <Input
              id="reset-reason"
              value={reason}
              placeholder={DEFAULT_REASON}
              maxLength={500}
              disabled={busy}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
              {busy && <ButtonSpinner />}
              {busy ? "Resetting..." : "Reset Balance"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
