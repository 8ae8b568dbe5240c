"use client";
import { useCallback, useEffect, useRef, useState } from "react";

export type Flash = { kind: "success" | "error"; text: string };

/** Settings, withdrawal and deposit messages (green or red banner) disappear after 5 s. */
export const FLASH_MS = 5000;

/** One banner message at a time: a success or an error, cleared after `ms`. */
export function useFlash(ms = FLASH_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (kind: Flash["kind"], text: string) => {
      clearTimeout(timer.current);
      setFlash({ kind, text });
      timer.current = setTimeout(() => setFlash(null), ms);
    },
    [ms],
  );
  const success = useCallback((text: string) => show("success", text), [show]);
  const error = useCallback((text: string) => show("error", text), [show]);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { flash, success, error, clear };
}
