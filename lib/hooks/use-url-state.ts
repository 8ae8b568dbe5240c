"use client";
// URL state for the dashboards (docs/decisions.md, "Dashboards"): the active panel and each table's page, search and
// filter live in the query string, so a reload keeps them, Back/Forward move between panels and a link can
// open one. Writes go through the History API, which Next's router observes (no server round trip).
import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { urlChoice } from "@/lib/url-choice";

export type UrlUpdate = Record<string, string | number | null | undefined>;
export type UrlWriteOptions = {
  /** "push" adds a history entry (a new panel); "replace" edits the current one (typing in a search box). */
  history?: "push" | "replace";
  /** Drop every parameter not named in the update (moving to another panel starts its tables afresh). */
  reset?: boolean;
};

export function writeUrlParams(
  update: UrlUpdate,
  { history = "replace", reset = false }: UrlWriteOptions = {},
) {
  const next = new URLSearchParams(reset ? "" : window.location.search);
  for (const [key, value] of Object.entries(update)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  if (history === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

/** The current query string plus a writer. */
export function useUrlParams() {
  const params = useSearchParams();
  const write = useCallback(
    (update: UrlUpdate, options?: UrlWriteOptions) => writeUrlParams(update, options),
    [],
  );
  return { params, write };
}

/** One parameter restricted to a list of values; anything else (or nothing) reads as the fallback. */
export function useUrlChoice<T extends string>(name: string, values: readonly T[], fallback: T) {
  const { params, write } = useUrlParams();
  const value = urlChoice(params.get(name), values, fallback);
  const set = useCallback(
    (next: T, options?: UrlWriteOptions) => write({ [name]: next }, options),
    [name, write],
  );
  return [value, set] as const;
}
