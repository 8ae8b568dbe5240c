"use client";
import type { Flash } from "@/lib/hooks/use-flash";
import { Alert } from "./alert";
import { useRevealWhenShown } from "./form-error";

/** The red or green banner of a panel (errors in red, successes in green). An error scrolls into view when
 *  it appears, wherever the banner sits (components/ui/form-error.tsx). */
export function FlashMessage({ flash, className }: { flash: Flash | null; className?: string }) {
  const ref = useRevealWhenShown<HTMLDivElement>(flash?.kind === "error" ? flash : null);
  if (!flash) return null;
  return (
    <div ref={ref}>
      <Alert variant={flash.kind} className={className}>
        {flash.text}
      </Alert>
    </div>
  );
}
