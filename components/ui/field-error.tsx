"use client";
import { useValidationText } from "@/lib/i18n/use-error-text";

/**
 * The message under a form field; its id is what the input's aria-describedby points at. Shown in the reader's
 * language when validation.json has it (the schemas write English).
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useValidationText()(message);
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {text}
    </p>
  );
}
