"use client";
import { useEffect } from "react";

/**
 * A server-paged list whose page no longer exists (the last row of the last page was decided, deleted or
 * filtered away, or the URL was edited by hand) moves to the last page that does.
 */
export function useClampPage(
  page: number,
  total: number | undefined,
  pageSize: number,
  setPage: (p: number) => void,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) setPage(last);
  }, [page, total, pageSize, setPage]);
}
