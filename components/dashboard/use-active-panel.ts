"use client";
import { useCallback } from "react";
import { useUrlChoice } from "@/lib/hooks/use-url-state";

/**
 * The dashboard's active screen from `?{param}=<slug>`; an unknown or missing slug reads as the fallback.
 * Moving to another screen pushes a history entry (Back returns to the previous screen) and drops the
 * previous screen's table state.
 */
export function useActivePanel<S extends string>(param: string, slugs: readonly S[], fallback: S) {
  const [active, setActive] = useUrlChoice(param, slugs, fallback);
  const navigate = useCallback(
    (slug: S) => {
      if (slug === active) return;
      setActive(slug, { history: "push", reset: true });
    },
    [active, setActive],
  );
  return [active, navigate] as const;
}
