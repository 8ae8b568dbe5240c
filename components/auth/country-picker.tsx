"use client";

import * as Popover from "@radix-ui/react-popover";
import type { CountryCode } from "libphonenumber-js";
import { Check, ChevronDown, Search } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { listCountries, searchCountries } from "./phone-format";
import { useDebouncedValue } from "./use-debounced-value";

type Props = {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  disabled?: boolean;
  /** Where focus goes after a pick (the number field); Escape still returns it to the trigger. */
  focusAfterPick?: () => void;
};

// A searchable combobox: the search box keeps focus, arrow keys move through the list, Enter picks.
// The country search is debounced by 250 ms.
export function CountryPicker({ value, onChange, disabled, focusAfterPick }: Props) {
  const t = useTranslations("common.phone");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query, 250);
  const results = useMemo(() => searchCountries(debounced, locale), [debounced, locale]);
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const picked = useRef(false);
  const current = listCountries(locale).find((c) => c.code === value);

  useEffect(() => {
    if (!open) return;
    const selected = results.findIndex((c) => c.code === value);
    setActive(selected >= 0 ? selected : 0);
  }, [open, results, value]);

  useEffect(() => {
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  const pick = (code: CountryCode) => {
    picked.current = true;
    onChange(code);
    setOpen(false);
    setQuery("");
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (results[active]) pick(results[active].code);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        disabled={disabled}
        // Starts with the visible "US +1", so speech users can say what they see (WCAG 2.5.3).
        aria-label={t("changeCountry", {
          code: value,
          callingCode: current?.callingCode ?? "",
          name: current?.name ?? value,
        })}
        className="flex h-full shrink-0 items-center gap-1.5 rounded-l-md border-r border-input bg-muted/60 px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span>{value}</span>
        <span className="text-muted-foreground">+{current?.callingCode}</span>
        <ChevronDown className="size-3.5 opacity-60" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          onCloseAutoFocus={(e) => {
            if (!picked.current || !focusAfterPick) return;
            picked.current = false;
            e.preventDefault();
            focusAfterPick();
          }}
          className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-md border bg-card p-2 shadow-lg"
        >
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <input
              autoFocus
              role="combobox"
              aria-label={t("search")}
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={results[active] ? `${listId}-${results[active].code}` : undefined}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t("searchPlaceholder")}
              className="h-9 w-full rounded-md border border-input bg-background pl-8 pr-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t("countries")}
            className="mt-2 max-h-64 overflow-y-auto"
          >
            {results.length === 0 && (
              <li className="px-2 py-6 text-center text-sm text-muted-foreground">{t("noCountries")}</li>
            )}
            {results.map((c, i) => (
              <li
                key={c.code}
                id={`${listId}-${c.code}`}
                data-index={i}
                role="option"
                aria-selected={c.code === value}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(c.code)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                  i === active && "bg-muted",
                )}
              >
                <span className="w-6 text-xs font-semibold text-muted-foreground">{c.code}</span>
                <span className="flex-1 truncate">{c.name}</span>
                <span className="text-muted-foreground">+{c.callingCode}</span>
                {c.code === value && <Check className="size-4 text-primary" aria-hidden />}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
