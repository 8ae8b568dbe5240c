"use client";
import { useEffect, useRef } from "react";
import { Alert } from "./alert";

/**
 * Brings an element into view each time `shown` changes to something: a form's error must appear where the
 * person is looking. Placed at the top of a long form or a scrolled dialog, it used to appear out of sight
 * while they were at the submit button, and nothing seemed to happen. "nearest" scrolls only as far as
 * needed (not at all when it is already visible).
 */
export function useRevealWhenShown<T extends HTMLElement>(
  shown: unknown,
  { withNext = false }: { withNext?: boolean } = {},
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    // The element that follows too (a form's buttons below its error), then the element itself: the error
    // grows the form above the buttons, which would otherwise be pushed half out of a scrolled dialog.
    if (withNext) el.nextElementSibling?.scrollIntoView?.({ block: "nearest" });
    el.scrollIntoView?.({ block: "nearest" });
  }, [shown, withNext]);
  return ref;
}

/**
 * A form's refusal (a server error, a network failure), placed directly above its submit button (or the row
 * of buttons): announced at once (role alert) and scrolled into view with the buttons below it. `id` lets the
 * submit button name it in aria-describedby.
 */
export function FormError({ id, message }: { id?: string; message: string | null | undefined }) {
  const ref = useRevealWhenShown<HTMLDivElement>(message, { withNext: true });
  if (!message) return null;
  return (
    <div ref={ref} id={id}>
      <Alert variant="error">{message}</Alert>
    </div>
  );
}
