"use client";
import { useCallback, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api-client";
import { useErrorText, useValidationText } from "@/lib/i18n/use-error-text";
import { useSendMail } from "@/lib/hooks/admin/use-send-mail";
import { sendEmailSchema } from "@/lib/validation/admin";
import type { RecipientMode } from "./recipient-mode";
import type { Recipient } from "./recipient-picker";

/**
 * The Send Mail form's state and submit: subject and body first, then at least one recipient;
 * single mode sends a one-item list. The route's schema runs here too, so a malformed address is caught
 * before the request.
 */
export function useSendMailForm(initial: { email: string }) {
  const t = useTranslations("admin.sendMail.toast");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const send = useSendMail();
  const [mode, setMode] = useState<RecipientMode>("single");
  const [email, setEmail] = useState(initial.email);
  const [selected, setSelected] = useState<ReadonlyMap<number, Recipient>>(new Map());
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const sending = useRef(false);

  const toggle = useCallback((r: Recipient, checked: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (checked) next.set(r.id, r);
      else next.delete(r.id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);

  const submit = async () => {
    if (sending.current) return;
    const recipients =
      mode === "single" ? [email.trim()].filter(Boolean) : [...selected.values()].map((r) => r.email);
    const check = sendEmailSchema.safeParse({ subject, body, recipients });
    if (!check.success) return void toast.error(validationText(check.error.issues[0]!.message));
    sending.current = true;
    try {
      const res = await send.mutateAsync(check.data);
      toast.success(t("sent", { count: res.sent }));
      if (res.failed.length > 0) toast.warning(t("notDelivered", { addresses: res.failed.join(", ") }));
      setSubject("");
      setBody("");
      setEmail("");
      clear();
    } catch (err) {
      // The spec's one failure text; a refusal with its own reason (a bad address) says it underneath.
      const failed = t("failed");
      const reason = err instanceof ApiClientError && err.status < 500 ? errorText(err, failed) : null;
      toast.error(failed, reason && reason !== failed ? { description: reason } : undefined);
    } finally {
      sending.current = false;
    }
  };

  return {
    mode,
    setMode,
    email,
    setEmail,
    selected,
    toggle,
    clear,
    subject,
    setSubject,
    body,
    setBody,
    busy: send.isPending,
    submit,
  };
}
