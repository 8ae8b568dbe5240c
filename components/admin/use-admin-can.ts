"use client";
import { useCallback } from "react";
import { can, type Permission } from "@/lib/admin/roles/permissions";
import { useOptionalAdminDashboard } from "./admin-dashboard-context";

/**
 * Whether the signed-in administrator's role may do something, to hide what it cannot. The server enforces
 * every permission on its own; a session that names no role (an older answer) shows everything and lets the
 * server refuse.
 */
export function useAdminCan(): (permission: Permission) => boolean {
  const role = useOptionalAdminDashboard()?.admin.adminRole;
  return useCallback((permission: Permission) => (role ? can(role, permission) : true), [role]);
}
