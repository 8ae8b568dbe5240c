"use client";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server render and while the browser hydrates over it, true from then on. For what only the
 * browser can tell — its time zone (a date shown in local time), its origin — so that the two renders agree
 * and React has no hydration mismatch to recover from; the value appears one render later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
