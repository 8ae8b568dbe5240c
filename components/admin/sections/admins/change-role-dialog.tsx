"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { useChangeAdminRole, type ListedAdmin } from "@/lib/hooks/admin/use-admin-admins";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { RoleHint, RoleSelect } from "./role-select";

/** A new role for one administrator. A refusal (the last owner) stays in the dialog. */
export function ChangeRoleDialog({ admin, onClose }: { admin: ListedAdmin | null; onClose: () => void }) {
  const t = useTranslations("admin.admins.change");
  const errorText = useErrorText();
  const change = useChangeAdminRole();
  const [role, setRole] = useState<AdminRole>("SUPPORT");
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const busy = change.isPending;

  useEffect(() => {
    if (admin) setRole(admin.role);
    setRefusal(null);
  }, [admin]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending.current || !admin) return;
    sending.current = true;
    setRefusal(null);
    try {
      const res = await change.mutateAsync({ id: admin.id, role });
      toast.success(res.approval ? t("proposed") : t("done", { name: admin.name }));
      onClose();
    } catch (err) {
      setRefusal(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Dialog open={!!admin} onOpenChange={(open) => !open && !busy && onClose()}>
      {admin && (
        <DialogContent hideClose={busy}>
          <DialogHeader>
            <DialogTitle className="break-words">{t("title", { name: admin.name })}</DialogTitle>
            <DialogDescription className="break-words">{admin.email}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} noValidate aria-busy={busy} className="grid gap-4">
            <FormField id="change-admin-role" label={t("role")}>
              <RoleSelect id="change-admin-role" value={role} onChange={setRole} disabled={busy} />
            </FormField>
            <RoleHint role={role} />
            {refusal && <Alert variant="error">{refusal}</Alert>}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                {t("cancel")}
              </Button>
              <SubmitButton busy={busy} busyLabel={t("busy")} disabled={role === admin.role}>
                {t("submit")}
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
