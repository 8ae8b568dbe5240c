"use client";
// A Radix dialog opened from code (no DialogTrigger) sends focus nowhere when it closes: Radix focuses its
// trigger, and there is none. This puts focus back on what opened it, or on a fallback when that button
// is gone or disabled (a plan's 'Subscribe Now' that has just become 'Subscribed').
import { useMemo, useRef } from "react";

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember(element: HTMLElement | null, fallbackElement: HTMLElement | null = null) {
        opener.current = element;
        fallback.current = fallbackElement;
      },
      /** The dialog content's `onCloseAutoFocus`. */
      onCloseAutoFocus(event: Event) {
        const target = [opener.current, fallback.current].find(
          (el) => el?.isConnected && !el.matches(":disabled"),
        );
        if (target) {
          event.preventDefault();
          target.focus();
        }
      },
    }),
    [],
  );
}
