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
import { errorMessage } from "@/lib/error-message";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useAddUser, type AddUserBody } from "@/lib/hooks/admin/use-admin-users";

// The exact text the user sees.
export const ADD_USER_FAILED = "Failed to add user";
const FIELDS = ["name", "email", "phone", "password"] as const;
const EMPTY: AddUserBody = { name: "", email: "", phone: "", password: "" };

/**
 * Add User: name, e-mail, phone, password. The product asks for no client validation: the server's
 * rules (lib/validation/auth.ts addUserSchema) answer, each message next to its field.
 */
export const AddUserDialog = forwardRef<HTMLButtonElement>(function AddUserDialog(_props, triggerRef) {
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
      toast.success(res.message);
      form.reset(EMPTY);
      setOpen(false);
    } catch (err) {
      applyServerErrors(err, form.setError, FIELDS);
      toast.error(errorMessage(err, ADD_USER_FAILED));
    } finally {
      sending.current = false;
    }
  });

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
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent hideClose={busy}>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            The account is created with its e-mail already confirmed. Share the password with the user safely.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
          <fieldset disabled={busy} className="grid gap-4">
            <FormField id="add-user-name" label="Name" error={errors.name?.message}>
              <Input
                autoComplete="off"
                {...fieldA11y("add-user-name", errors.name?.message)}
                {...form.register("name")}
              />
            </FormField>
            <FormField id="add-user-email" label="Email" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="off"
                {...fieldA11y("add-user-email", errors.email?.message)}
                {...form.register("email")}
              />
            </FormField>
            <FormField id="add-user-phone" label="Phone" error={errors.phone?.message}>
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
                    {...fieldA11y("add-user-phone", errors.phone?.message)}
                  />
                )}
              />
            </FormField>
            <FormField id="add-user-password" label="Password" error={errors.password?.message}>
              <PasswordInput
                autoComplete="new-password"
                {...fieldA11y("add-user-password", errors.password?.message)}
                {...form.register("password")}
              />
            </FormField>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton busy={busy} busyLabel="Adding..." size="default" disabled={busy}>
              Add User
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
});
