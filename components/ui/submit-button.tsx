import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { ButtonSpinner } from "./spinner";

/** A form's submit button: while busy it shows a spinner and the spec's busy text ('Signing in...'). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" {...props}>
      {busy && <ButtonSpinner />}
      {busy ? busyLabel : children}
    </Button>
  );
}
