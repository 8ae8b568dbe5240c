"use client";

import { useEffect, useState, type RefObject } from "react";

/** True from the first moment `threshold` of the element is visible; it never turns false again. */
export function useInViewOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    // Browsers without IntersectionObserver just show the content.
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold, seen]);
  return seen;
}
