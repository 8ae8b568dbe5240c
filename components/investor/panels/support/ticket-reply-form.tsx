"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormError } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { TICKET_LIMITS, ticketReplySchema, type TicketReplyInput } from "@/lib/validation/support";

type Props = {
  /** Prefix of the form's element ids (two forms never share a page, but a dialog and a panel might). */
  idPrefix: string;
  busy: boolean;
  onSend: (message: string) => Promise<unknown>;
};

/**
 * One reply on a ticket's thread, for either side. The outcome is shown at the button that was pressed, where
 * the user is looking: a refusal directly above it (FormError: announced, scrolled into view, named by the
 * button), a success beside it; a field's own error stays under the field.
 */
export function TicketReplyForm({ idPrefix, busy, onSend }: Props) {
  const t = useTranslations("common.support.reply");
  const errorText = useErrorText();
  const form = useForm<TicketReplyInput>({
    resolver: zodResolver(ticketReplySchema),
    defaultValues: { message: "" },
  });
  const [outcome, setOutcome] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  // The mutation's isPending arrives a render late; a second click in between must not send twice.
  const sending = useRef(false);
  const fieldId = `${idPrefix}-message`;
  const errorId = `${idPrefix}-error`;
  const error = form.formState.errors.message?.message;

  const onSubmit = form.handleSubmit(async ({ message }) => {
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      await onSend(message);
      form.reset({ message: "" });
      setOutcome({ kind: "success", text: t("sent") });
    } catch (err) {
      if (applyServerErrors(err, form.setError, ["message"]) === 0)
        setOutcome({ kind: "error", text: errorText(err, t("failed")) });
    } finally {
      sending.current = false;
    }
  });

  const input = {
    ...fieldA11y(fieldId, error),
    ...form.register("message", { onChange: () => setOutcome(null) }),
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-3">
      <fieldset disabled={busy} className="grid gap-3">
        <FormField id={fieldId} label={t("label")} error={error}>
          <Textarea rows={4} maxLength={TICKET_LIMITS.message} required {...input} />
        </FormField>
      </fieldset>
      <FormError id={errorId} message={outcome?.kind === "error" ? outcome.text : null} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={busy}
          busyLabel={t("sending")}
          disabled={busy}
          size="default"
          className="sm:w-auto"
          aria-describedby={outcome?.kind === "error" ? errorId : undefined}
        >
          {t("send")}
        </SubmitButton>
        {/* Always in the page, so the success that appears in it is announced. */}
        <p role="status" className="min-w-0 break-words text-sm text-emerald-700">
          {outcome?.kind === "success" && outcome.text}
        </p>
      </div>
    </form>
  );
}
