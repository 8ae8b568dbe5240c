"use client";

import { MailPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useInviteAdmin, type InviteAdminBody } from "@/lib/hooks/admin/use-admin-admins";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { RoleHint, RoleSelect } from "./role-select";

const FIELDS = ["name", "email", "role"] as const;
const EMPTY: InviteAdminBody = { name: "", email: "", role: "SUPPORT" };

/**
 * Invite: name, e-mail and role; the server checks them and mails the one-time link, or, for a role that approves
 * money, waits for a second administrator first.
 */
export function InviteAdminDialog() {
  const t = useTranslations("admin.admins.invite");
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const invite = useInviteAdmin();
  const form = useForm<InviteAdminBody>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const role = form.watch("role");
  const sending = useRef(false);
  const busy = invite.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const res = await invite.mutateAsync(values);
      // A proposed invitation is not sent: say so, so nobody waits for a mail that is not coming yet.
      toast.success(t(res.approval ? "proposed" : "done", { email: values.email }));
      form.reset(EMPTY);
      setOpen(false);
    } catch (err) {
      applyServerErrors(err, form.setError, FIELDS);
      toast.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) form.reset(EMPTY);
    setOpen(next);
  };
  const fields = {
    name: { ...fieldA11y("invite-admin-name", errors.name?.message), ...form.register("name") },
    email: { ...fieldA11y("invite-admin-email", errors.email?.message), ...form.register("email") },
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button>
          <MailPlus aria-hidden />
          {t("button")}
        </Button>
      </DialogTrigger>
      <DialogContent hideClose={busy}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
          <fieldset disabled={busy} className="grid gap-4">
            <FormField id="invite-admin-name" label={t("name")} error={errors.name?.message}>
              <Input autoComplete="off" {...fields.name} />
            </FormField>
            <FormField id="invite-admin-email" label={t("email")} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...fields.email} />
            </FormField>
            <FormField id="invite-admin-role" label={t("role")} error={errors.role?.message}>
              <RoleSelect
                id="invite-admin-role"
                value={role}
                onChange={(r) => form.setValue("role", r)}
                disabled={busy}
              />
            </FormField>
            <RoleHint role={role} />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)} disabled={busy}>
              {t("cancel")}
            </Button>
            <SubmitButton busy={busy} busyLabel={t("busy")}>
              {t("submit")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
