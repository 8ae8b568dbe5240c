"use client";
import { createContext, useContext } from "react";
import type { SessionUser } from "@/lib/hooks/use-session";
import type { AdminSectionSlug } from "./sections/slugs";

type AdminDashboard = { admin: SessionUser; navigate: (slug: AdminSectionSlug) => void };

const Context = createContext<AdminDashboard | null>(null);
export const AdminDashboardProvider = Context.Provider;

/** The signed-in administrator and section navigation, for any section of the back office. */
export function useAdminDashboard(): AdminDashboard {
  const value = useContext(Context);
  if (!value) throw new Error("useAdminDashboard outside the admin dashboard");
  return value;
}

/** The same, or null outside the dashboard (a section rendered on its own). */
export function useOptionalAdminDashboard(): AdminDashboard | null {
  return useContext(Context);
}
