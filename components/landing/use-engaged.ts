"use client";

import { useState, type FocusEvent } from "react";

/**
 * Whether the pointer is over an element or focus is inside it: auto-advancing content pauses meanwhile
 * (WCAG 2.2.2 Pause, Stop, Hide). Spread `handlers` on the element that should count.
 */
export function useEngaged() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    engaged: hovered || focused,
    /** For when the focused element is removed (no blur is guaranteed then). */
    clearFocus: () => setFocused(false),
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
