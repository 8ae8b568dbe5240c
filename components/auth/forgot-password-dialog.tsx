"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
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

type Props = { open: boolean; onOpenChange: (open: boolean) => void; defaultEmail?: string };

// spec 1 §2 "Forgot-password dialog" and §8: it closes on success and on failure alike.
export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = "" }: Props) {
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset({ email: defaultEmail });
  }, [open, defaultEmail, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiFetch("/api/auth/forgot-password", { method: "POST", body: values });
      toast.success("If this email exists, a reset link has been sent.");
    } catch {
      toast.error("Failed to send reset link. Please try again.");
    }
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot Password?</DialogTitle>
          <DialogDescription>
            Enter your email address and we&apos;ll send you a password reset link.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="forgot-email" label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              disabled={isSubmitting}
              {...fieldA11y("forgot-email", errors.email?.message)}
              {...form.register("email")}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send Reset Link"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
