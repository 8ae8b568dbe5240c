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
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useDeletePlan, type AdminPlan } from "@/lib/hooks/admin/use-admin-plans";
import { useServerText } from "../use-admin-labels";

type Props = { plan: AdminPlan | null; onClose: () => void; onCloseAutoFocus: (event: Event) => void };

/**
 * Delete with a warning. The server removes a plan nobody used and retires one investors did
 * (their investments run on); its answer says which, and so does the toast.
 */
export function DeletePlanDialog({ plan, onClose, onCloseAutoFocus }: Props) {
  const t = useTranslations("admin.plans.delete");
  const errorText = useErrorText();
  const serverText = useServerText();
  const remove = useDeletePlan();
  const sending = useRef(false);
  const busy = remove.isPending;

  const confirm = async () => {
    if (!plan || sending.current) return;
    sending.current = true;
    try {
      const result = await remove.mutateAsync(plan.id);
      toast.success(serverText(result.message, result.retired ? t("retired") : t("done")));
      onClose();
    } catch (err) {
      toast.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <AlertDialog open={plan !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title", { name: plan?.plan ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>{t("description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy && <ButtonSpinner />}
            {busy ? t("busy") : t("submit")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
