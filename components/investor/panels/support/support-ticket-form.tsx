"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, isApiError } from "@/lib/api-client";
import { TICKET_PRIORITIES } from "@/lib/enums";
import { useFlash } from "@/lib/hooks/use-flash";
import { useSubmitSupportTicket } from "@/lib/hooks/use-support-tickets";
import { useErrorText } from "@/lib/i18n/use-error-text";
import {
  supportTicketSchema,
  TICKET_LIMITS,
  type SupportTicketForm as TicketValues,
  type SupportTicketInput,
} from "@/lib/validation/support";
import { useInvestorDashboard } from "../../investor-dashboard-context";

const FIELDS = ["subject", "message", "priority"] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);
const DEFAULTS: TicketValues = { subject: "", message: "", priority: "medium" };

// Support ticket form: subject, message, priority (low/medium/high/urgent, default medium).
export function SupportTicketForm() {
  const t = useTranslations("investor.support.form");
  const priorityName = useTranslations("common.support.priority");
  const errorText = useErrorText();
  const { user } = useInvestorDashboard();
  const submit = useSubmitSupportTicket();
  const flash = useFlash();
  const form = useForm<TicketValues, unknown, SupportTicketInput>({
    resolver: zodResolver(supportTicketSchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  // The mutation's isPending arrives a render late; a second click in between must not send twice.
  const sending = useRef(false);
  const busy = submit.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    flash.clear();
    try {
      // The spec's payload carries userId; the server files the ticket as the session user regardless.
      await submit.mutateAsync({ ...values, userId: user.id });
      form.reset(DEFAULTS);
      flash.success(t("submitted"));
    } catch (err) {
      if (err instanceof ApiClientError)
        for (const e of err.errors ?? []) if (isField(e.path)) form.setError(e.path, { message: e.message });
      flash.error(isApiError(err, 401) ? t("loginRequired") : errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  const subjectInput = {
    ...fieldA11y("ticket-subject", errors.subject?.message),
    ...form.register("subject"),
  };
  const messageInput = {
    ...fieldA11y("ticket-message", errors.message?.message),
    ...form.register("message"),
  };
  const priorityA11y = fieldA11y("ticket-priority", errors.priority?.message);

  return (
    <section aria-labelledby="support-ticket-heading" className="rounded-lg border bg-card p-5 sm:p-6">
      <h2 id="support-ticket-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("description")}</p>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="mt-5 grid gap-5">
        <FlashMessage flash={flash.flash} />
        <fieldset disabled={busy} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
            <FormField id="ticket-subject" label={t("subject")} error={errors.subject?.message}>
              <Input maxLength={TICKET_LIMITS.subject} required {...subjectInput} />
            </FormField>
            <FormField id="ticket-priority" label={t("priority")} error={errors.priority?.message}>
              <Controller
                control={form.control}
                name="priority"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                    <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...priorityA11y}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {TICKET_PRIORITIES.map((p) => (
                        <SelectItem key={p} value={p}>
                          {priorityName(p)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
          <FormField id="ticket-message" label={t("message")} error={errors.message?.message}>
            <Textarea rows={6} maxLength={TICKET_LIMITS.message} required {...messageInput} />
          </FormField>
        </fieldset>
        <SubmitButton
          busy={busy}
          busyLabel={t("submitting")}
          disabled={busy}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {t("submit")}
        </SubmitButton>
      </form>
    </section>
  );
}
