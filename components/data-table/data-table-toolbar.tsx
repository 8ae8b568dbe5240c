"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type StatusOption = { value: string; label: string };

type Props = {
  query?: { value: string; onChange: (q: string) => void; placeholder: string };
  status?: { value: string; onChange: (status: string) => void; options: StatusOption[]; label?: string };
  children?: React.ReactNode;
};

const SEARCH_DEBOUNCE_MS = 250;

/** Search box and status filter above a table; the search reaches the URL after a short pause in typing. */
export function DataTableToolbar({ query, status, children }: Props) {
  const t = useTranslations("common.table");
  const searchId = useId();
  const [text, setText] = useState(query?.value ?? "");
  const outer = query?.value ?? "";
  const onChange = query?.onChange;

  // Back/Forward or a link can change the URL's search under us: follow it.
  useEffect(() => setText(outer), [outer]);
  useEffect(() => {
    if (!onChange || text === outer) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, outer, onChange]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {query && (
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {query.placeholder}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            placeholder={query.placeholder}
            onChange={(e) => setText(e.target.value)}
            className="pl-9"
          />
        </div>
      )}
      {status && (
        <Select value={status.value || "ALL"} onValueChange={status.onChange}>
          <SelectTrigger className="sm:w-48" aria-label={status.label ?? t("filterByStatus")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {status.options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {children}
    </div>
  );
}
