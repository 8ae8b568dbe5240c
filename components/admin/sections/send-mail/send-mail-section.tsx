"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { useCachedAdminUser } from "@/lib/hooks/admin/use-admin-users";
import { useUrlParams } from "@/lib/hooks/use-url-state";
import { toId } from "@/lib/validation/ids";
import { RecipientModeToggle } from "./recipient-mode";
import { RecipientPicker } from "./recipient-picker";
import { useSendMailForm } from "./use-send-mail-form";

/** An e-mail address reads the same in every language. */
const EXAMPLE_ADDRESS = "investor@example.com";

/**
 * Send e-mail, reached from the overview and from a user's row (not from the sidebar).
 * `?to=<user id>` starts in single mode with that user's address, when the Users list has it at hand.
 */
export function SendMailSection() {
  const t = useTranslations("admin.sendMail");
  const { params } = useUrlParams();
  const preset = useCachedAdminUser(toId(params.get("to") ?? ""));
  const form = useSendMailForm({ email: preset?.email ?? "" });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <section aria-labelledby="send-mail-heading" className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="send-mail-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {/* Recipients sit outside the form: Enter in the user search must not send the message. */}
      <div className="mt-5 grid gap-5">
        <RecipientModeToggle value={form.mode} onChange={form.setMode} disabled={form.busy} />
        {form.mode === "single" ? (
          <FormField id="mail-to" label={t("to")}>
            <Input
              id="mail-to"
              type="email"
              autoComplete="off"
              value={form.email}
              disabled={form.busy}
              onChange={(e) => form.setEmail(e.target.value)}
              placeholder={EXAMPLE_ADDRESS}
            />
          </FormField>
        ) : (
          <RecipientPicker
            selected={form.selected}
            onToggle={form.toggle}
            onClear={form.clear}
            disabled={form.busy}
          />
        )}
      </div>
      <form onSubmit={onSubmit} noValidate aria-busy={form.busy} className="mt-5 grid gap-5">
        <fieldset disabled={form.busy} className="grid gap-5">
          <FormField id="mail-subject" label={t("subject")}>
            <Input
              id="mail-subject"
              maxLength={200}
              value={form.subject}
              onChange={(e) => form.setSubject(e.target.value)}
            />
          </FormField>
          <FormField id="mail-body" label={t("message")}>
            <Textarea
              id="mail-body"
              rows={8}
              maxLength={20000}
              value={form.body}
              onChange={(e) => form.setBody(e.target.value)}
            />
          </FormField>
        </fieldset>
        <SubmitButton
          busy={form.busy}
          busyLabel={t("busy")}
          disabled={form.busy}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <Send aria-hidden />
          {t("submit")}
        </SubmitButton>
      </form>
    </section>
  );
}
