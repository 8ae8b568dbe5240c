"use client";

import type { MouseEvent, ReactNode } from "react";
import { writeUrlParams } from "@/lib/hooks/use-url-state";
import { cn } from "@/lib/utils";
import { useInvestorDashboard } from "./investor-dashboard-context";
import { investorPanelHref, type InvestorPanelSlug } from "./panels/slugs";

type Props = {
  to: InvestorPanelSlug;
  /** The panel's own URL state to open it with (e.g. `{ tab: "pin" }`). */
  params?: Record<string, string>;
  className?: string;
  children: ReactNode;
};

/** A real link to another panel (new tab and copy link work) that a plain click follows inside the dashboard. */
export function PanelLink({ to, params, className, children }: Props) {
  const { navigate } = useInvestorDashboard();
  const query = params ? `&${new URLSearchParams(params)}` : "";
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (params) writeUrlParams({ panel: to, ...params }, { history: "push", reset: true });
    else navigate(to);
  };
  return (
    <a
      href={`${investorPanelHref(to)}${query}`}
      onClick={onClick}
      className={cn("font-medium text-primary underline-offset-4 hover:underline", className)}
    >
      {children}
    </a>
  );
}
