"use client";
import { createContext, useContext } from "react";
import type { SessionUser } from "@/lib/hooks/use-session";
import type { InvestorPanelSlug } from "./panels/slugs";

type InvestorDashboard = { user: SessionUser; navigate: (slug: InvestorPanelSlug) => void };

const Context = createContext<InvestorDashboard | null>(null);
export const InvestorDashboardProvider = Context.Provider;

/** The signed-in investor and panel navigation, for any panel of the investor dashboard. */
export function useInvestorDashboard(): InvestorDashboard {
  const value = useContext(Context);
  if (!value) throw new Error("useInvestorDashboard outside the investor dashboard");
  return value;
}
