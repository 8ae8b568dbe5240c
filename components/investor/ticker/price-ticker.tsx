"use client";

import { Activity, Pause, Play, TrendingDown, TrendingUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FocusEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPrice, numberFormat } from "@/lib/format";
import { usePrices, type UsdPrices } from "@/lib/hooks/use-prices";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";
import { cn } from "@/lib/utils";
import { openingQuotes, TICKER_SYMBOLS, type Quote } from "./simulated-prices";
import { useSimulatedQuotes } from "./use-simulated-quotes";

/**
 * The dashboard's price ticker: BTC, ETH, SOL, BNB, XRP, ADA moving about 1% every 3 s. It is a
 * simulation and says so; it starts from the server's prices where there are any, stands still for
 * reduced motion, and pauses while pointed at or focused, or when the user presses Pause.
 */
export function PriceTicker() {
  const prices = usePrices();
  // The tape starts once the server has answered (or failed), so BTC and ETH open at its figures.
  if (prices.isPending) {
    return (
      <TickerFrame controls={null}>
        {TICKER_SYMBOLS.map((symbol) => (
          <li key={symbol} className="flex shrink-0 items-center gap-2">
            <span className="font-semibold">{symbol}</span>
            <Skeleton className="h-4 w-16" />
          </li>
        ))}
      </TickerFrame>
    );
  }
  return <TickerTape server={prices.data} />;
}

function TickerTape({ server }: { server: UsdPrices | undefined }) {
  const t = useTranslations("investor.shell.ticker");
  const reducedMotion = useReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const quotes = useSimulatedQuotes(
    () => openingQuotes(server),
    !reducedMotion && !pausedByUser && !hovered && !focused,
  );

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  // Under reduced motion the prices never move, so there is nothing to pause.
  const controls = reducedMotion ? null : (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2"
      aria-label={pausedByUser ? t("resume") : t("pause")}
      onClick={() => setPausedByUser((p) => !p)}
    >
      {pausedByUser ? <Play aria-hidden /> : <Pause aria-hidden />}
    </Button>
  );

  return (
    <TickerFrame
      controls={controls}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {quotes.map((q) => (
        <QuoteItem key={q.symbol} quote={q} />
      ))}
    </TickerFrame>
  );
}

type FrameProps = {
  controls: ReactNode;
  children: ReactNode;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
};

// On phones the label sits above the quotes, which scroll sideways inside the ticker, never the page. The label
// row keeps the Pause button's height (min-h-10) while the prices load and under reduced motion, so the screen
// below does not move down when the button appears (a 12 px layout shift on phones).
function TickerFrame({ controls, children, ...handlers }: FrameProps) {
  const t = useTranslations("investor.shell.ticker");
  return (
    <section
      aria-label={t("label")}
      className="mb-6 rounded-lg border bg-card text-sm shadow-sm sm:flex sm:items-center"
      {...handlers}
    >
      <div className="flex min-h-10 items-center justify-between gap-2 border-b px-3 py-1.5 sm:border-b-0 sm:border-r">
        <p className="flex items-center gap-1.5 whitespace-nowrap text-xs font-medium text-muted-foreground">
          <Activity className="size-3.5" aria-hidden />
          {t("label")}
        </p>
        {controls}
      </div>
      {/* Focusable so keyboard users can scroll it; focusing it also pauses the tape. */}
      <ul
        tabIndex={0}
        aria-label={t("pricesLabel")}
        className="flex min-w-0 flex-1 gap-5 overflow-x-auto px-3 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        {children}
      </ul>
    </section>
  );
}

const CHANGE_FORMAT = () =>
  numberFormat({
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "always",
  });

function QuoteItem({ quote }: { quote: Quote }) {
  // Since the tape started; rounded first so a tiny fall does not read "-0.00%".
  const change = Number((quote.open > 0 ? ((quote.price - quote.open) / quote.open) * 100 : 0).toFixed(2));
  const up = change >= 0;
  const Trend = up ? TrendingUp : TrendingDown;
  return (
    <li className="flex shrink-0 items-center gap-2 tabular-nums" data-testid={`quote-${quote.symbol}`}>
      <span className="font-semibold">{quote.symbol}</span>
      <span data-testid={`price-${quote.symbol}`}>{formatPrice(quote.price)}</span>
      <span className={cn("flex items-center gap-0.5 text-xs", up ? "text-emerald-700" : "text-red-700")}>
        <Trend className="size-3" aria-hidden />
        {CHANGE_FORMAT().format(Math.abs(change) === 0 ? 0 : change / 100)}
      </span>
    </li>
  );
}
