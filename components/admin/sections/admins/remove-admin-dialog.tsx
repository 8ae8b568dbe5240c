"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
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
import { useRemoveAdmin, type ListedAdmin } from "@/lib/hooks/admin/use-admin-admins";
import { useErrorText } from "@/lib/i18n/use-error-text";

/** Remove confirm: the administrator's sessions end at once. A refusal stays in the dialog. */
export function RemoveAdminDialog({ admin, onClose }: { admin: ListedAdmin | null; onClose: () => void }) {
  const t = useTranslations("admin.admins.remove");
  const errorText = useErrorText();
  const remove = useRemoveAdmin();
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const busy = remove.isPending;

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (sending.current || !admin) return;
    sending.current = true;
    setRefusal(null);
    try {
      await remove.mutateAsync(admin.id);
      toast.success(t("done", { name: admin.name }));
      close();
    } catch (err) {
      setRefusal(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <AlertDialog open={!!admin} onOpenChange={(open) => !open && !busy && close()}>
      {admin && (
        <AlertDialogContent onEscapeKeyDown={(e) => busy && e.preventDefault()}>
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{t("title", { name: admin.name })}</AlertDialogTitle>
            <AlertDialogDescription>{t("description")}</AlertDialogDescription>
          </AlertDialogHeader>
          {refusal && <Alert variant="error">{refusal}</Alert>}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
            <Button variant="destructive" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
              {busy && <ButtonSpinner />}
              {busy ? t("busy") : t("submit")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
