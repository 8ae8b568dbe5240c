"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";

// Support FAQ: password reset, withdrawals taking 24-48 hours, data security.
const FAQ_KEYS = ["password", "withdrawals", "security"] as const;

/**
 * The WAI-ARIA accordion pattern: each question is a button in a heading that says whether its answer is
 * shown (aria-expanded) and which region it controls; Up/Down/Home/End move between the questions.
 */
export function SupportFaq() {
  const t = useTranslations("investor.support.faq");
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = FAQ_KEYS.length - 1;
    const target = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[
      e.key
    ];
    if (target === undefined) return;
    e.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <section aria-labelledby="support-faq-heading" className="rounded-lg border bg-card p-5 sm:p-6">
      <h2 id="support-faq-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="mt-3 divide-y">
        {FAQ_KEYS.map((key, i) => {
          const expanded = open.has(i);
          const buttonId = `${baseId}-q${i}`;
          const panelId = `${baseId}-a${i}`;
          return (
            <div key={key}>
              <h3>
                <button
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  className="flex w-full items-center justify-between gap-3 rounded-md py-4 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t(`${key}.question`)}
                  <ChevronDown
                    aria-hidden
                    className={cn("size-4 shrink-0 transition-transform", expanded && "rotate-180")}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="pb-4 text-sm text-muted-foreground"
              >
                {t(`${key}.answer`)}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
