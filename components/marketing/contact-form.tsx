"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch, ApiClientError } from "@/lib/api-client";
import { CONTACT_LIMITS } from "@/lib/contact/texts";
import { useErrorText } from "@/lib/i18n/use-error-text";
import type { ContactMessageForm, ContactMessageInput } from "@/lib/validation/contact";
import { lazyResolver } from "./lazy-resolver";

const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

const validation = lazyResolver<ContactMessageForm, ContactMessageInput>(async () => {
  const [{ zodResolver }, { contactMessageSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validation/contact"),
  ]);
  return zodResolver(contactMessageSchema);
});

// 'Send Us a Message'; a failed send is shown (and logged), never silently dropped.
export function ContactForm() {
  const t = useTranslations("marketing.contact.form");
  const errorText = useErrorText();
  const form = useForm<ContactMessageForm, unknown, ContactMessageInput>({
    resolver: validation.resolver,
    defaultValues: { name: "", email: "", subject: "", message: "" },
  });
  const { errors } = form.formState;
  // Busy only while the request is out: react-hook-form's isSubmitting is also true during validation, and
  // disabling the fields then would stop it from focusing the first invalid one.
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  // On a phone the banner is above the fold once the button is pressed: bring it into view.
  useEffect(() => {
    if (result) bannerRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [result]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setResult(null);
    try {
      await apiFetch("/api/contact", { method: "POST", body: values });
      form.reset();
      setResult({ ok: true });
    } catch (err) {
      console.error("[contact] send failed", err);
      const fallback = t("failed");
      // A server fault (other than "try again later", 503) says nothing the visitor can act on: the fallback.
      let message = errorText(err, fallback);
      if (err instanceof ApiClientError) {
        for (const e of err.errors ?? []) if (isField(e.path)) form.setError(e.path, { message: e.message });
        if (err.status >= 500 && err.status !== 503) message = fallback;
      }
      setResult({ ok: false, message });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  });

  // Each input's registration and accessibility wiring (its error announced with it), by field name.
  const inputProps = {
    name: { ...fieldA11y("contact-name", errors.name?.message), ...form.register("name") },
    email: { ...fieldA11y("contact-email", errors.email?.message), ...form.register("email") },
    subject: { ...fieldA11y("contact-subject", errors.subject?.message), ...form.register("subject") },
    message: { ...fieldA11y("contact-message", errors.message?.message), ...form.register("message") },
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-busy={sending}
      className="grid gap-5"
    >
      <div ref={bannerRef} className="scroll-mt-24 empty:hidden">
        {result?.ok && <Alert variant="success">{t("success")}</Alert>}
        {result && !result.ok && <Alert variant="error">{result.message}</Alert>}
      </div>
      <fieldset disabled={sending} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label={t("name")} error={errors.name?.message}>
            <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} required {...inputProps.name} />
          </FormField>
          <FormField id="contact-email" label={t("email")} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              required
              {...inputProps.email}
            />
          </FormField>
        </div>
        <FormField id="contact-subject" label={t("subject")} error={errors.subject?.message}>
          <Input maxLength={CONTACT_LIMITS.subject} required {...inputProps.subject} />
        </FormField>
        <FormField id="contact-message" label={t("message")} error={errors.message?.message}>
          <Textarea rows={6} maxLength={CONTACT_LIMITS.message} required {...inputProps.message} />
        </FormField>
      </fieldset>
      <SubmitButton
        busy={sending}
        busyLabel={t("sending")}
        disabled={sending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {t("send")}
      </SubmitButton>
    </form>
  );
}
