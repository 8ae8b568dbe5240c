"use client";

import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormError } from "@/components/ui/form-error";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useCreatePlan, useUpdatePlan, type AdminPlan } from "@/lib/hooks/admin/use-admin-plans";
import { useServerText } from "../use-admin-labels";
import { EMPTY_PLAN, PLAN_FIELDS, planBody, planValues, type PlanValues } from "./plan-values";

type Props = {
  /** null: closed; "new": Add New Plan; a plan: edit it. */
  target: AdminPlan | "new" | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Add New Plan and Edit Plan: the server's refusals land on their fields, its message above the form. */
export function PlanFormDialog({ target, onClose, onCloseAutoFocus }: Props) {
  const t = useTranslations("admin.plans.form");
  const errorText = useErrorText();
  const serverText = useServerText();
  const editing = target !== null && target !== "new" ? target : null;
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useForm<PlanValues>({ defaultValues: EMPTY_PLAN });
  const { errors } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const busy = create.isPending || update.isPending;
  // Create stays disabled until the name has something besides spaces.
  const named = form.watch("plan").trim() !== "";

  useEffect(() => {
    if (target === null) return;
    form.reset(editing ? planValues(editing) : EMPTY_PLAN);
    setRefusal(null);
  }, [target, editing, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current || !named) return;
    sending.current = true;
    setRefusal(null);
    try {
      const body = planBody(values);
      const result = editing
        ? await update.mutateAsync({ id: editing.id, body })
        : await create.mutateAsync(body);
      toast.success(serverText(result.message, editing ? t("updated") : t("created")));
      onClose();
    } catch (err) {
      applyServerErrors(err, form.setError, PLAN_FIELDS);
      setRefusal(errorText(err, editing ? t("updateFailed") : t("createFailed")));
    } finally {
      sending.current = false;
    }
  });

  const fieldProps = (name: (typeof PLAN_FIELDS)[number]) => ({
    ...fieldA11y(`plan-${name}`, errors[name]?.message),
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
  });

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? t("editTitle") : t("addTitle")}</DialogTitle>
          <DialogDescription>{editing ? t("editDescription") : t("addDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
          <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
            {PLAN_FIELDS.map((name) => (
              <FormField
                key={name}
                id={`plan-${name}`}
                label={t(`fields.${name}`)}
                error={errors[name]?.message}
                className={name === "plan" ? "sm:col-span-2" : undefined}
              >
                <Input
                  inputMode={name === "plan" ? undefined : "decimal"}
                  autoComplete="off"
                  maxLength={name === "plan" ? 100 : 40}
                  {...fieldProps(name)}
                />
              </FormField>
            ))}
          </fieldset>
          <FormError message={refusal} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {t("cancel")}
            </Button>
            <SubmitButton
              busy={busy}
              busyLabel={editing ? t("saving") : t("creating")}
              disabled={busy || !named}
            >
              {editing ? t("save") : t("create")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
