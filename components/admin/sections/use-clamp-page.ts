"use client";
import { useEffect } from "react";

/**
 * A server-paged list whose page lies past the end (rows deleted, another admin's change, a hand-edited
 * URL) moves to its last page: the server answers an empty page there, which would read as "nothing found".
 */
export function useClampPage(
  page: number,
  total: number | undefined,
  pageSize: number,
  setPage: (p: number) => void,
) {
  useEffect(() => {
    if (total === undefined || page <= 1) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) setPage(last);
  }, [page, total, pageSize, setPage]);
}
