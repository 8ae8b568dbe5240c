"use client";

import { UserPlus } from "lucide-react";
import { forwardRef, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { PhoneInput } from "@/components/auth/phone-input";
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
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useAddUser, type AddUserBody } from "@/lib/hooks/admin/use-admin-users";
import { useServerText } from "../use-admin-labels";

const FIELDS = ["name", "email", "phone", "password"] as const;
const EMPTY: AddUserBody = { name: "", email: "", phone: "", password: "" };

/**
 * Add User: name, e-mail, phone, password. The product asks for no client validation: the server's
 * rules (lib/validation/auth.ts addUserSchema) answer, each message next to its field.
 */
export const AddUserDialog = forwardRef<HTMLButtonElement>(function AddUserDialog(_props, triggerRef) {
  const t = useTranslations("admin.users.add");
  const errorText = useErrorText();
  const serverText = useServerText();
  const [open, setOpen] = useState(false);
  const add = useAddUser();
  const form = useForm<AddUserBody>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const sending = useRef(false);
  const busy = add.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const res = await add.mutateAsync(values);
      toast.success(serverText(res.message, t("done")));
      form.reset(EMPTY);
      setOpen(false);
    } catch (err) {
      applyServerErrors(err, form.setError, FIELDS);
      toast.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  // Each field's registration with its accessible error wiring.
  const fields = {
    name: { ...fieldA11y("add-user-name", errors.name?.message), ...form.register("name") },
    email: { ...fieldA11y("add-user-email", errors.email?.message), ...form.register("email") },
    password: { ...fieldA11y("add-user-password", errors.password?.message), ...form.register("password") },
  };
  const phoneA11y = fieldA11y("add-user-phone", errors.phone?.message);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) form.reset(EMPTY);
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button ref={triggerRef}>
          <UserPlus aria-hidden />
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
            <FormField id="add-user-name" label={t("name")} error={errors.name?.message}>
              <Input autoComplete="off" {...fields.name} />
            </FormField>
            <FormField id="add-user-email" label={t("email")} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...fields.email} />
            </FormField>
            <FormField id="add-user-phone" label={t("phone")} error={errors.phone?.message}>
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <PhoneInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={busy}
                    {...phoneA11y}
                  />
                )}
              />
            </FormField>
            <FormField id="add-user-password" label={t("password")} error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...fields.password} />
            </FormField>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)} disabled={busy}>
              {t("cancel")}
            </Button>
            <SubmitButton busy={busy} busyLabel={t("busy")} size="default" disabled={busy}>
              {t("submit")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
});
