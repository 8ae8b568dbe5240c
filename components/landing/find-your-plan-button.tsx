"use client";

import type { MouseEvent, ReactNode } from "react";

/** A link to #pricing that scrolls smoothly (instantly under reduced motion) and moves focus to the section. */
export function FindYourPlanButton({ className, children }: { className?: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById("pricing");
    if (!target) return;
    e.preventDefault();
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    history.replaceState(null, "", "#pricing");
  };
  return (
    <a href="#pricing" onClick={onClick} className={className}>
      {children}
    </a>
  );
}
