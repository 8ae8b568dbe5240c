"use client";

import { useRef } from "react";
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
import { errorMessage } from "@/lib/error-message";
import { useDeletePlan, type AdminPlan } from "@/lib/hooks/admin/use-admin-plans";

type Props = { plan: AdminPlan | null; onClose: () => void; onCloseAutoFocus: (event: Event) => void };

/**
 * Delete with a warning. The server removes a plan nobody used and retires one investors did
 * (their investments run on); its answer says which, and so does the toast.
 */
export function DeletePlanDialog({ plan, onClose, onCloseAutoFocus }: Props) {
  const remove = useDeletePlan();
  const sending = useRef(false);
  const busy = remove.isPending;

  const confirm = async () => {
    if (!plan || sending.current) return;
    sending.current = true;
    try {
      const result = await remove.mutateAsync(plan.id);
      toast.success(result.message);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete plan"));
    } finally {
      sending.current = false;
    }
  };

  return (
    <AlertDialog open={plan !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete plan {plan?.plan}?</AlertDialogTitle>
          <AlertDialogDescription>
            Warning: this cannot be undone. Investors can no longer subscribe to this plan. If anyone has
            invested in it, it is retired instead of removed: their investments keep running and paying
            interest.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy && <ButtonSpinner />}
            {busy ? "Deleting..." : "Delete Plan"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
