import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/shell/admin-shell";

export const metadata: Metadata = { title: "Admin dashboard" };

export default function AdminDashboardPage() {
  return <AdminShell />;
}
