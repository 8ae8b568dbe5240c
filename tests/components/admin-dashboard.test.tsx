/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { DashboardSection } from "@/components/admin/sections/dashboard/dashboard-section";
import { timeAgo } from "@/components/admin/sections/dashboard/activity-items";
import { yTicks } from "@/components/admin/sections/dashboard/overview-bars";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

beforeEach(() => goTo("/admin/dashboard?section=dashboard"));

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
};
const XSS = `<img src=x onerror="window.__xss=1">`;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const signup = (id: number, name: string, at: string) => ({
  id,
  name,
  email: `user${id}@example.com`,
  phone: "+12015550123",
  role: "INVESTOR",
  isVerified: false,
  emailVerified: true,
  balance: 0,
  mainBalance: 0,
  balances: { BITCOIN: 0, ETHEREUM: 0, USDT: 0, USDC: 0 },
  createdAt: at,
});
const auditRow = (id: number, action: string, details: string, at: string) => ({
  id,
  action,
  asset: null,
  amount: null,
  status: "COMPLETED",
  timestamp: at,
  details,
  reason: null,
  usdEquivalent: null,
  user: null,
  admin: { id: 1, name: "Ada Admin" },
});

type Handler = Reply | { pending: true } | (() => Reply);
type Routes = Partial<Record<"users" | "transactions" | "investments" | "audit" | "signups", Handler>>;

function renderSection(routes: Routes = {}) {
  const navigate = jest.fn();
  const api = mockApi({
    "GET /api/users/count": routes.users ?? ok({ users: 1250 }),
    "GET /api/transactions/count": routes.transactions ?? ok({ transactions: 8421 }),
    "GET /api/investments/count": routes.investments ?? ok({ investments: 37 }),
    "GET /api/admin/audit/trail":
      routes.audit ?? ok({ auditTrail: [], pagination: { total: 0, limit: 5, offset: 0 } }),
    "GET /api/users": routes.signups ?? ok({ users: [], pagination: { total: 0 } }),
  });
  const view = renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate }}>
      <DashboardSection />
    </AdminDashboardProvider>,
  );
  return { api, navigate, ...view };
}

const card = (title: string) => screen.getByRole("region", { name: title });

describe("Admin overview: metric cards", () => {
  test("while the counts load: three placeholder cards, no figures and no Platform Health", () => {
    renderSection({
      users: { pending: true },
      transactions: { pending: true },
      investments: { pending: true },
    });
    const metrics = screen.getByRole("region", { name: "Platform metrics" });
    expect(
      within(metrics)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Total Users", "Total Transactions", "Total Investments"]);
    expect(screen.queryByText("Platform Health")).not.toBeInTheDocument();
  });

  test("loaded: the four cards with the three counts, their subtitles and the fixed 99.9%", async () => {
    const { api } = renderSection();
    await waitFor(() => expect(card("Total Users")).toHaveTextContent("1,250"));
    expect(card("Total Users")).toHaveTextContent("1,250Registered platform users");
    expect(card("Total Transactions")).toHaveTextContent("8,421All platform transactions");
    expect(card("Active Investments")).toHaveTextContent("37Current investment plans");
    expect(card("Platform Health")).toHaveTextContent("99.9%System uptime");
    expect(api.sent("GET /api/users/count")).toHaveLength(1);
    expect(api.sent("GET /api/transactions/count")).toHaveLength(1);
    expect(api.sent("GET /api/investments/count")).toHaveLength(1);
  });

  test("a failed count shows a dash, not a 0, and Try again asks again", async () => {
    let calls = 0;
    const { api } = renderSection({
      transactions: () => (++calls === 1 ? fail(403, "Forbidden") : ok({ transactions: 5 })),
    });
    expect(await screen.findByText("Some figures could not be loaded.")).toBeInTheDocument();
    expect(card("Total Transactions")).toHaveTextContent("—");
    expect(card("Total Transactions")).not.toHaveTextContent("0");
    expect(card("Total Users")).toHaveTextContent("1,250");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(card("Total Transactions")).toHaveTextContent("5"));
    expect(api.sent("GET /api/transactions/count")).toHaveLength(2);
    expect(api.sent("GET /api/users/count")).toHaveLength(1);
  });
});

describe("Admin overview: Platform Overview chart", () => {
  test("bars Users, Transactions, Investments from zero, with the figures in words", async () => {
    const { container } = renderSection();
    const chart = screen.getByRole("region", { name: "Platform Overview" });
    await waitFor(() => expect(container.querySelectorAll("[data-bar]")).toHaveLength(3));
    // Heights against the axis's top tick (10,000).
    expect([...container.querySelectorAll<HTMLElement>("[data-bar]")].map((b) => b.style.height)).toEqual([
      "12.5%",
      "84.21%",
      "0.37%",
    ]);
    expect(within(chart).getByText("Users: 1,250, Transactions: 8,421, Investments: 37")).toBeInTheDocument();
    const table = within(chart).getByRole("table", { name: "Platform counts" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["ItemCount", "Users1,250", "Transactions8,421", "Investments37"]);
    const ticks = container.querySelectorAll("[data-y-tick]");
    expect([...ticks].map((t) => t.textContent)).toEqual(["0", "2,500", "5,000", "7,500", "10,000"]);
  });

  test.each([
    [0, [0, 1, 2, 3, 4]],
    [4, [0, 1, 2, 3, 4]],
    [5, [0, 2, 4, 6, 8]],
    [37, [0, 10, 20, 30, 40]],
    [8_421, [0, 2_500, 5_000, 7_500, 10_000]],
    [10_001, [0, 5_000, 10_000, 15_000, 20_000]],
  ])("the y axis for a largest bar of %p: %p", (max, ticks) => expect(yTicks(max)).toEqual(ticks));
});

describe("Admin overview: Recent Activity", () => {
  test("the newest audit rows and sign-ups, merged newest first, with how long ago", async () => {
    const { api } = renderSection({
      audit: ok({
        auditTrail: [
          auditRow(9, "PLAN_CREATE", "Created plan Gold", ago(5 * 60_000)),
          auditRow(8, "CREDIT", "Credited 0.5 BTC", ago(3 * 3_600_000)),
        ],
        pagination: { total: 2, limit: 5, offset: 0 },
      }),
      signups: ok({ users: [signup(4, "Jane Doe", ago(2 * 60_000))], pagination: { total: 1 } }),
    });
    const list = await screen.findByRole("list", { name: "Latest events" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "New user registrationJane Doe (user4@example.com)2 minutes ago",
      "Investment plan createdCreated plan Gold by Ada Admin5 minutes ago",
      "Balance creditedCredited 0.5 BTC by Ada Admin3 hours ago",
    ]);
    expect(api.sent("GET /api/admin/audit/trail")[0]!.search).toBe("?limit=5&offset=0");
    expect(api.sent("GET /api/users")[0]!.search).toBe("?limit=5&offset=0");
  });

  test("one source in and the other still loading: still loading, so rows never reorder in front of the reader", async () => {
    renderSection({
      audit: ok({
        auditTrail: [auditRow(9, "PLAN_CREATE", "Created plan Gold", ago(5 * 60_000))],
        pagination: { total: 1, limit: 5, offset: 0 },
      }),
      signups: { pending: true },
    });
    // The counts answering shows the requests have been served; the audit rows are not shown on their own.
    await waitFor(() => expect(card("Total Users")).toHaveTextContent("1,250"));
    expect(screen.getByRole("status", { name: "Loading recent activity" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Latest events" })).toBeNull();
  });

  test("nothing yet, and both sources failing, each say so", async () => {
    const { unmount } = renderSection();
    expect(await screen.findByText("No recent activity yet.")).toBeInTheDocument();
    unmount();
    renderSection({ audit: fail(500, "x"), signups: fail(500, "y") });
    expect(
      await screen.findByText("We couldn't load the recent activity. Please try again."),
    ).toBeInTheDocument();
  });

  test("a user's name is text: the stored-XSS name creates no element", async () => {
    renderSection({ signups: ok({ users: [signup(5, XSS, ago(60_000))], pagination: { total: 1 } }) });
    const list = await screen.findByRole("list", { name: "Latest events" });
    expect(list).toHaveTextContent(`${XSS} (user5@example.com)`);
    expect(list.querySelector("img")).toBeNull();
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  test.each([
    [30_000, "just now"],
    [2 * 60_000, "2 minutes ago"],
    [60 * 60_000, "1 hour ago"],
    [3 * 86_400_000, "3 days ago"],
  ])("%i ms ago reads '%s'", (ms, text) => {
    const now = Date.parse("2026-05-01T12:00:00Z");
    expect(timeAgo(new Date(now - ms).toISOString(), now)).toBe(text);
  });
});

describe("Admin overview: Send Mail stays reachable", () => {
  test("the Send Mail button opens the Send Mail section", async () => {
    const { navigate } = renderSection();
    await userEvent.setup().click(screen.getByRole("button", { name: "Send Mail" }));
    expect(navigate).toHaveBeenCalledWith("send-mail");
  });
});
