"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/error-message";
import {
  useCreateNotification,
  useUpdateNotification,
  type AdminNotification,
} from "@/lib/hooks/admin/use-admin-notifications";
import { NOTIFICATION_REQUIRED } from "@/lib/validation/admin";

/** What the right-hand pane edits: a new notification, or an existing one. */
export type Draft = { mode: "new" } | { mode: "edit"; notification: AdminNotification };

type Props = {
  draft: Draft;
  /** Cancel, or a successful save: the pane goes back to 'Select or create a notification'. */
  onDone: (saved: "created" | "updated" | null) => void;
};

// Non-blank title and content; the spec's toasts.
export function NotificationForm({ draft, onDone }: Props) {
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
      setProblem(NOTIFICATION_REQUIRED);
      return;
    }
    sending.current = true;
    setProblem(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body });
      else await create.mutateAsync(body);
      toast.success(editing ? "Notification updated" : "Notification created");
      onDone(editing ? "updated" : "created");
    } catch (err) {
      toast.error(
        errorMessage(err, editing ? "Failed to update notification" : "Failed to create notification"),
      );
    } finally {
      sending.current = false;
    }
  };

  const heading = editing ? "Edit Notification" : "New Notification";
  return (
    <form onSubmit={submit} noValidate aria-label={heading} aria-busy={busy} className="grid gap-4">
      <h3 className="text-base font-semibold">{heading}</h3>
      {problem && <Alert variant="error">{problem}</Alert>}
      <fieldset disabled={busy} className="grid gap-4">
        <FormField id="notification-title" label="Title">
          <Input
            ref={titleInput}
            value={title}
            maxLength={200}
            onChange={(e) => {
              setTitle(e.target.value);
              setProblem(null);
            }}
            {...fieldA11y("notification-title")}
            aria-invalid={problem && !title.trim() ? true : undefined}
          />
        </FormField>
        <FormField id="notification-content" label="Content">
          <Textarea
            rows={8}
            value={content}
            maxLength={5000}
            onChange={(e) => {
              setContent(e.target.value);
              setProblem(null);
            }}
            {...fieldA11y("notification-content")}
            aria-invalid={problem && !content.trim() ? true : undefined}
          />
        </FormField>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => onDone(null)} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton
          busy={busy}
          busyLabel={editing ? "Saving..." : "Creating..."}
          disabled={busy}
          size="default"
        >
          {editing ? "Save" : "Create"}
        </SubmitButton>
      </div>
    </form>
  );
}
