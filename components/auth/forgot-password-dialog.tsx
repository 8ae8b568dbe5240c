"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { forgotPasswordSchema } from "@/lib/validation/auth";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
  /** The opening button: the dialog has no DialogTrigger, so focus is handed back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

// "Forgot-password dialog": it closes on success and on failure alike.
export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = "", returnFocusTo }: Props) {
  const t = useTranslations("auth");
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;
  // Busy only while the request is out (isSubmitting also covers validation, when a disabled field could
  // not take the focus of an invalid submit).
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  useEffect(() => {
    if (open) form.reset({ email: defaultEmail });
  }, [open, defaultEmail, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await apiFetch("/api/auth/forgot-password", { method: "POST", body: values });
      toast.success(t("forgot.sent"));
    } catch {
      toast.error(t("forgot.failed"));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
    onOpenChange(false);
  });

  // Built outside the JSX: only text belongs there.
  const inputs = {
    email: { ...fieldA11y("forgot-email", errors.email?.message), ...form.register("email") },
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("forgot.title")}</DialogTitle>
          <DialogDescription>{t("forgot.description")}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="forgot-email" label={t("fields.email")} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t("fields.emailPlaceholder")}
              disabled={sending}
              {...inputs.email}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={sending}>
                {t("forgot.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              {sending ? t("forgot.sending") : t("forgot.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
