"use client";
import { useEffect, useState } from "react";
import { nextPrice, TICK_MS, type Quote } from "./simulated-prices";

/** Moves every quote once per tick while `running`; the opening prices are read once, on mount. */
export function useSimulatedQuotes(opening: () => Quote[], running: boolean): Quote[] {
  const [quotes, setQuotes] = useState(opening);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setQuotes((current) => current.map((q) => ({ ...q, price: nextPrice(q.price, Math.random()) })));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return quotes;
}
