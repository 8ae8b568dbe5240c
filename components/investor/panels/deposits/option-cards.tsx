"use client";

import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

export type OptionCard = { value: string; label: string; hint?: string };

type Props = {
  legend: string;
  /** The radio group's name; one per group on the page. */
  name: string;
  options: OptionCard[];
  value: string | null;
  onChange: (value: string) => void;
};

/** A radio group drawn as cards: arrow keys move between options as with any native radio group. */
export function OptionCards({ legend, name, options, value, onChange }: Props) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {options.map((o) => (
          <label key={o.value} className="relative block cursor-pointer">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                "flex h-full items-start justify-between gap-2 rounded-lg border bg-card p-4 transition-colors hover:bg-muted",
                "peer-checked:border-primary peer-checked:ring-1 peer-checked:ring-primary",
                "peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
              )}
            >
              <span className="min-w-0">
                <span className="block font-semibold">{o.label}</span>
                {o.hint && <span className="block text-sm text-muted-foreground">{o.hint}</span>}
              </span>
              {value === o.value && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
