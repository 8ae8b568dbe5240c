"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import {
  useCreateNotification,
  useUpdateNotification,
  type AdminNotification,
} from "@/lib/hooks/admin/use-admin-notifications";
import { NOTIFICATION_REQUIRED } from "@/lib/validation/admin";
import { useValidationText } from "@/lib/i18n/use-error-text";

/** What the right-hand pane edits: a new notification, or an existing one. */
export type Draft = { mode: "new" } | { mode: "edit"; notification: AdminNotification };

type Props = {
  draft: Draft;
  /** Cancel, or a successful save: the pane goes back to 'Select or create a notification'. */
  onDone: (saved: "created" | "updated" | null) => void;
};

// Non-blank title and content; the spec's toasts.
export function NotificationForm({ draft, onDone }: Props) {
  const t = useTranslations("admin.notifications.form");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const editing = draft.mode === "edit" ? draft.notification : null;
  const [title, setTitle] = useState(editing?.title ?? "");
  const [content, setContent] = useState(editing?.content ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const busy = create.isPending || update.isPending;
  const sending = useRef(false);
  const titleInput = useRef<HTMLInputElement>(null);

  // Opening the form (or switching to another notification) puts the cursor in the title.
  useEffect(() => titleInput.current?.focus(), [draft]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const body = { title: title.trim(), content: content.trim() };
    if (!body.title || !body.content) {
      setProblem(validationText(NOTIFICATION_REQUIRED) ?? NOTIFICATION_REQUIRED);
      return;
    }
    sending.current = true;
    setProblem(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body });
      else await create.mutateAsync(body);
      toast.success(editing ? t("updated") : t("created"));
      onDone(editing ? "updated" : "created");
    } catch (err) {
      toast.error(errorText(err, editing ? t("updateFailed") : t("createFailed")));
    } finally {
      sending.current = false;
    }
  };

  const heading = editing ? t("editTitle") : t("newTitle");
  const titleA11y = fieldA11y("notification-title");
  const contentA11y = fieldA11y("notification-content");
  return (
    <form onSubmit={submit} noValidate aria-label={heading} aria-busy={busy} className="grid gap-4">
      <h3 className="text-base font-semibold">{heading}</h3>
      {problem && <Alert variant="error">{problem}</Alert>}
      <fieldset disabled={busy} className="grid gap-4">
        <FormField id="notification-title" label={t("title")}>
          <Input
            ref={titleInput}
            value={title}
            maxLength={200}
            onChange={(e) => {
              setTitle(e.target.value);
              setProblem(null);
            }}
            {...titleA11y}
            aria-invalid={problem && !title.trim() ? true : undefined}
          />
        </FormField>
        <FormField id="notification-content" label={t("content")}>
          <Textarea
            rows={8}
            value={content}
            maxLength={5000}
            onChange={(e) => {
              setContent(e.target.value);
              setProblem(null);
            }}
            {...contentA11y}
            aria-invalid={problem && !content.trim() ? true : undefined}
          />
        </FormField>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => onDone(null)} disabled={busy}>
          {t("cancel")}
        </Button>
        <SubmitButton
          busy={busy}
          busyLabel={editing ? t("saving") : t("creating")}
          disabled={busy}
          size="default"
        >
          {editing ? t("save") : t("create")}
        </SubmitButton>
      </div>
    </form>
  );
}
