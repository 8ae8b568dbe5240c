"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormError } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/error-message";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import {
  REPLY_SENT,
  TICKET_LIMITS,
  ticketReplySchema,
  type TicketReplyInput,
} from "@/lib/validation/support";

export const REPLY_FAILED = "Failed to send reply. Please try again.";

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
      setOutcome({ kind: "success", text: REPLY_SENT });
    } catch (err) {
      if (applyServerErrors(err, form.setError, ["message"]) === 0)
        setOutcome({ kind: "error", text: errorMessage(err, REPLY_FAILED) });
    } finally {
      sending.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-3">
      <fieldset disabled={busy} className="grid gap-3">
        <FormField id={fieldId} label="Your reply" error={error}>
          <Textarea
            rows={4}
            maxLength={TICKET_LIMITS.message}
            required
            {...fieldA11y(fieldId, error)}
            {...form.register("message", { onChange: () => setOutcome(null) })}
          />
        </FormField>
      </fieldset>
      <FormError id={errorId} message={outcome?.kind === "error" ? outcome.text : null} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={busy}
          busyLabel="Sending..."
          disabled={busy}
          size="default"
          className="sm:w-auto"
          aria-describedby={outcome?.kind === "error" ? errorId : undefined}
        >
          Send Reply
        </SubmitButton>
        {/* Always in the page, so the success that appears in it is announced. */}
        <p role="status" className="min-w-0 break-words text-sm text-emerald-700">
          {outcome?.kind === "success" && outcome.text}
        </p>
      </div>
    </form>
  );
}
