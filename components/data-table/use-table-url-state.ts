"use client";
import { useCallback } from "react";
import { useUrlParams } from "@/lib/hooks/use-url-state";

export type TableUrlState = {
  /** 1-based page. */
  page: number;
  q: string;
  status: string;
  setPage: (page: number) => void;
  setQuery: (q: string) => void;
  setStatus: (status: string) => void;
};

/**
 * A table's page, search text and status filter in the URL (`page`, `q`, `status`, each behind `prefix`
 * when one panel holds two tables). Changing the search or the filter goes back to page 1. These edits
 * replace the history entry: Back leaves the panel instead of stepping through every keystroke.
 */
export function useTableUrlState(prefix = ""): TableUrlState {
  const { params, write } = useUrlParams();
  const key = (name: string) => `${prefix}${name}`;
  const rawPage = Number(params.get(key("page")));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const q = params.get(key("q")) ?? "";
  const status = params.get(key("status")) ?? "";

  const setPage = useCallback(
    (next: number) => write({ [`${prefix}page`]: next > 1 ? next : null }),
    [prefix, write],
  );
  const setQuery = useCallback(
    (next: string) => write({ [`${prefix}q`]: next, [`${prefix}page`]: null }),
    [prefix, write],
  );
  const setStatus = useCallback(
    (next: string) => write({ [`${prefix}status`]: next === "ALL" ? null : next, [`${prefix}page`]: null }),
    [prefix, write],
  );
  return { page, q, status, setPage, setQuery, setStatus };
}
