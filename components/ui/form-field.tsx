import * as React from "react";
import { cn } from "@/lib/utils";
import { FieldError } from "./field-error";
import { Label } from "./label";

/** The accessibility wiring of one input: its error is announced with it and marks it invalid. */
export function fieldA11y(id: string, error?: string, hintId?: string) {
  const describedBy = [error ? `${id}-error` : null, hintId].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Rendered at the right of the label row (e.g. 'Forgot your password?'). */
  labelAside?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** Label, control and error message, laid out the same way on every form. */
export function FormField({ id, label, error, labelAside, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A react-hook-form registration whose onChange first runs `onEdit` (clearing that field's error and the
 * form's banner): the spec's "editing a field clears its error".
 */
export function withEditHook<
  R extends { name: string; onChange: (e: React.ChangeEvent<HTMLInputElement>) => unknown },
>(reg: R, onEdit: (name: R["name"]) => void): R {
  return {
    ...reg,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      onEdit(reg.name);
      return reg.onChange(e);
    },
  };
}
