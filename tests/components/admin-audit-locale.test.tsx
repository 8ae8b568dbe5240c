/** @jest-environment jsdom */
// The audit trail's details in the administrator's language (the Audit section and the dashboard's Recent
// Activity): an entry stored with a code and params reads in German with the amounts as Germans write them; an
// older entry without a code shows its stored English text.
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { AuditSection } from "@/components/admin/sections/audit/audit-section";
import { RecentActivity } from "@/components/admin/sections/dashboard/recent-activity";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { NAMESPACES } from "@/i18n/namespaces";
import { auditDetails } from "@/lib/audit/audit-details";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo } from "../helpers/navigation";
import { mockApi, ok } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin: SessionUser = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN",
  isVerified: true,
};

const entry = (id: number, over: Record<string, unknown>) => ({
  id,
  action: "CREDIT",
  asset: "BITCOIN",
  amount: 1234.5,
  status: "COMPLETED",
  timestamp: "2026-03-02T10:15:00.000Z",
  reason: null,
  usdEquivalent: 1000,
  user: { id: 7, name: "Jane Doe", email: "jane@example.com", phone: "+15550100" },
  admin: { id: 1, name: "Ada Admin" },
  ...over,
});

const credited = auditDetails("CREDITED", { amount: "1234.5", asset: "BTC" });
const reset = auditDetails("BALANCES_RESET", {
  balances: [
    { amount: "0.5", asset: "BTC" },
    { amount: "2000", asset: "USDT" },
  ],
});
const plan = auditDetails("PLAN_CREATED", { plan: "Gold" });

async function renderIn(locale: "en" | "de") {
  goTo("/admin/dashboard?section=audit");
  mockApi({
    "GET /api/admin/audit/trail": ok({
      auditTrail: [
        entry(1, credited),
        entry(2, { ...reset, action: "RESET", asset: null, amount: null }),
        entry(3, { ...plan, action: "PLAN_CREATE", asset: null, amount: null }),
        entry(4, { action: "USER_DELETE", asset: null, amount: null, details: "Deleted old@example.com" }),
      ],
      pagination: { total: 4, limit: 20, offset: 0 },
    }),
    "GET /api/admin/audit/summary": ok({
      summary: { totalCredits: 1, totalResets: 1, recentActions: 4, totalUsdValue: 1000 },
    }),
  });
  const messages = await loadMessages(locale as Locale, NAMESPACES.admin);
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
          <AuditSection />
        </AdminDashboardProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

test("a German administrator reads coded details in German, older entries as they were stored", async () => {
  await renderIn("de");
  const table = await screen.findByRole("table", { name: "Protokolleinträge" });
  await within(table).findByText("Gutgeschrieben: 1.234,5 BTC");
  expect(within(table).getByText("Zurückgesetzt: 0,5 BTC, 2.000 USDT")).toBeInTheDocument();
  expect(within(table).getByText("Plan Gold erstellt")).toBeInTheDocument();
  expect(within(table).getByText("Deleted old@example.com")).toBeInTheDocument();
  expect(within(table).queryByText(credited.details)).toBeNull();
  expect(within(table).queryByText(reset.details)).toBeNull();
});

test("an English administrator reads exactly the stored English details", async () => {
  await renderIn("en");
  const table = await screen.findByRole("table", { name: "Audit entries" });
  await within(table).findByText("Credited 1234.5 BTC");
  expect(within(table).getByText("Reset 0.5 BTC, 2000 USDT")).toBeInTheDocument();
  expect(within(table).getByText(plan.details)).toBeInTheDocument();
  expect(within(table).getByText("Deleted old@example.com")).toBeInTheDocument();
});

test("the dashboard's Recent Activity writes the details in German too", async () => {
  mockApi({
    "GET /api/admin/audit/trail": ok({
      auditTrail: [entry(1, credited)],
      pagination: { total: 1, limit: 5, offset: 0 },
    }),
    "GET /api/users": ok({ users: [], pagination: { total: 0 } }),
  });
  const messages = await loadMessages("de", [
    "admin.audit.details",
    "admin.dashboard",
    "common.ui",
    "errors",
  ]);
  render(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="UTC">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecentActivity />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  expect(await screen.findByText(/Gutgeschrieben: 1\.234,5 BTC/)).toBeInTheDocument();
  expect(screen.queryByText(/Credited/)).toBeNull();
});
