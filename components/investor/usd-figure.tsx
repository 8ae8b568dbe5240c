"use client";

import * as Popover from "@radix-ui/react-popover";
import { useTranslations } from "next-intl";
import { useId, useState, type PointerEvent } from "react";
import { convertUsd } from "@/lib/fx/convert";
import type { DisplayCurrency } from "@/lib/fx/rates";
import { dateFormat, formatAmount, formatNumber, formatUsd, numberFormat } from "@/lib/format";
import { useDisplayRates, type FxRatesAnswer } from "@/lib/hooks/use-fx-rates";
import { cn } from "@/lib/utils";

type Numeric = number | string | null | undefined;

/** An amount already in `currency`, in the reader's locale: "€1,146.20", "¥187,237", "0.01234459 BTC". */
function formatIn(amount: string, currency: DisplayCurrency): string {
  if (currency === "BTC") return formatAmount(amount, "BITCOIN");
  return numberFormat({ style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(
    Number(amount),
  );
}

/** The day of a daily feed ("24 Nov 2026"), or the time of a feed that gives one ("25 Nov, 10:00 UTC"). */
function formatAsOf(asOf: string): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(asOf);
  const at = new Date(dayOnly ? `${asOf}T00:00:00Z` : asOf);
  if (Number.isNaN(at.getTime())) return asOf;
  return dateFormat(
    dayOnly
      ? { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }
      : {
          month: "short",
          day: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          timeZone: "UTC",
          timeZoneName: "short",
        },
  ).format(at);
}

/**
 * A USD figure as a string in the investor's display currency: "≈ €1,146.20" once the rates are known (without the
 * "≈" for chart axes: `{ approx: false }`), else (and for USD) exactly formatUsd's text. For places that take text
 * only (captions, chart axes and tooltips, copied values); figures on screen use <UsdFigure>, which keeps the
 * dollar value and the rate at hand.
 */
export function useUsdText({ approx = true }: { approx?: boolean } = {}): (usd: Numeric) => string {
  const t = useTranslations("investor.shell.currency");
  const { currency, rates } = useDisplayRates();
  return (usd) => {
    if (!rates) return formatUsd(usd);
    const amount = formatIn(convertUsd(usd, rates.rates[currency], currency), currency);
    return approx ? t("approx", { amount }) : amount;
  };
}

/**
 * A dollar figure shown in the investor's display currency, plainly as a conversion ("≈ €1,146.20"), with the
 * dollar value and the rate it was converted at one hover, tap or key press away. With USD chosen, or until the
 * rates arrive, it is formatUsd's text and nothing else. Display only: inputs and the ledger stay in USD.
 */
export function UsdFigure({ value, className }: { value: Numeric; className?: string }) {
  const { currency, rates } = useDisplayRates();
  if (!rates) return <>{formatUsd(value)}</>;
  return <ConvertedFigure usd={value} currency={currency} rates={rates} className={className} />;
}

function ConvertedFigure({
  usd,
  currency,
  rates,
  className,
}: {
  usd: Numeric;
  currency: DisplayCurrency;
  rates: FxRatesAnswer;
  className?: string;
}) {
  const t = useTranslations("investor.shell.currency");
  const [open, setOpen] = useState(false);
  // Opened by a mouse resting on it, it closes when the mouse leaves; a click (or tap, or key) keeps it open.
  const [pinned, setPinned] = useState(false);
  const rate = rates.rates[currency];
  const converted = t("approx", { amount: formatIn(convertUsd(usd, rate, currency), currency) });
  const dollars = formatUsd(usd);
  const titleId = useId();
  const rateNote =
    currency === "BTC"
      ? t("rateBtc", { rate: formatNumber(rate, 8) })
      : t("rate", { rate: formatNumber(rate, 4), currency, asOf: formatAsOf(rates.asOf) });
  const hover = (next: boolean) => (e: PointerEvent) => {
    if (e.pointerType === "mouse" && !pinned) setOpen(next);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPinned(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          // Starts with the text shown, so speech input finds it by what it reads.
          aria-label={t("name", { converted, usd: dollars })}
          className={cn(
            "cursor-help rounded-sm text-left underline decoration-dotted decoration-from-font underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            className,
          )}
          onPointerEnter={hover(true)}
          onPointerLeave={hover(false)}
          onClick={(e) => {
            if (open && !pinned) {
              // Already open under the mouse: the click keeps it open rather than closing it.
              e.preventDefault();
              setPinned(true);
            }
          }}
        >
          {converted}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          // Text only: focus stays on the figure, so hovering never moves it and Escape closes from there.
          onOpenAutoFocus={(e) => e.preventDefault()}
          // Radix gives the popover the dialog role: it is named by its own title.
          aria-labelledby={titleId}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] space-y-1 rounded-md border bg-card p-3 text-sm font-normal text-card-foreground shadow-lg"
        >
          <p id={titleId} className="font-medium">
            {t("title")}
          </p>
          <p className="tabular-nums">{t("usd", { usd: dollars })}</p>
          <p className="text-muted-foreground">{rateNote}</p>
          {!rates.live && <p className="text-amber-700">{t("fallback")}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
