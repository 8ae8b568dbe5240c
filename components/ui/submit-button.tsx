"use client";
import type { ReactNode } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { cn } from "@/lib/utils";
import { Button, type ButtonProps } from "./button";
import { ButtonSpinner } from "./spinner";

/**
 * A form's submit button: while busy it shows a spinner and the spec's busy text ('Signing in...'). Until the
 * page has hydrated it is disabled: a press before then would be the browser's own form post, which reloads
 * the page and throws away what was typed (on a slow phone, the sign-in after signing out).
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className,
  size = "lg",
  disabled,
  ...props
}: Omit<ButtonProps, "type"> & { busy: boolean; busyLabel: string; children: ReactNode }) {
  const hydrated = useHydrated();
  // A label longer than the button is wide (German, on a phone) wraps onto a second line instead of being cut.
  return (
    <Button
      type="submit"
      size={size}
      className={cn(
        "h-auto whitespace-normal py-2 text-center",
        size === "lg" ? "min-h-11" : size === "sm" ? "min-h-9" : "min-h-10",
        className,
      )}
      disabled={disabled || !hydrated}
      {...props}
    >
      {busy && <ButtonSpinner />}
      {busy ? busyLabel : children}
    </Button>
  );
}
