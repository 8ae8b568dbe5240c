/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { AuditSection } from "@/components/admin/sections/audit/audit-section";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin: SessionUser = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN",
  isVerified: true,
};
const XSS = `<img src=x onerror="window.__xss=1">`;

const entry = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  action: "CREDIT",
  asset: "BITCOIN",
  amount: 0.5,
  status: "COMPLETED",
  timestamp: "2026-03-02T10:15:00.000Z",
  details: `Credit ${id}`,
  reason: null,
  usdEquivalent: 58257.5,
  user: { id: 7, name: "Jane Doe", email: "jane@example.com", phone: "+15550100" },
  admin: { id: 1, name: "Ada Admin" },
  ...over,
});
const SUMMARY = { summary: { totalCredits: 12, totalResets: 3, recentActions: 5, totalUsdValue: 1234.5 } };
const trail = (rows: unknown[], total = rows.length): Reply =>
  ok({ auditTrail: rows, pagination: { total, limit: 20, offset: 0 } });

function renderSection() {
  const navigate = jest.fn();
  return renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate }}>
      <AuditSection />
    </AdminDashboardProvider>,
  );
}
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));
/** The table once its rows are in (the phone cards repeat them, hidden by CSS: queries stay in the table). */
async function loadedTable(text = "Credit 1") {
  const table = screen.getByRole("table", { name: "Audit entries" });
  await within(table).findByText(text);
  return table;
}

beforeEach(() => goTo("/admin/dashboard?section=audit"));
afterEach(() => delete (window as { __xss?: number }).__xss);

describe("Admin Audit Trail", () => {
  test("cards from the summary, the spec's columns, amounts at 6 decimals and stablecoins as dollars", async () => {
    const api = mockApi({
      "GET /api/admin/audit/trail": trail([
        entry(1),
        entry(2, { asset: "USDT", amount: 250, usdEquivalent: 250, action: "RESET", status: "FAILED" }),
      ]),
      "GET /api/admin/audit/summary": ok(SUMMARY),
    });
    renderSection();
    const table = await loadedTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Timestamp",
      "Action",
      "User",
      "Asset",
      "Amount",
      "USD Value",
      "Status",
      "Details",
      "Actions",
    ]);
    const [, first, second] = within(table).getAllByRole("row");
    // The Asset column names the coin as people read it, not the API's enum ("BITCOIN").
    expect(within(first!).getAllByRole("cell")[3]).toHaveTextContent(/^BTC$/);
    expect(within(second!).getAllByRole("cell")[3]).toHaveTextContent(/^USDT$/);
    expect(within(table).queryByText("BITCOIN")).toBeNull();
    expect(first).toHaveTextContent("0.500000 BTC");
    expect(first).toHaveTextContent("$58,257.50");
    expect(first).toHaveTextContent("Completed");
    expect(second).toHaveTextContent("$250.00");
    expect(second).toHaveTextContent("Reset");
    expect(screen.getByRole("region", { name: "Total Credits" })).toHaveTextContent("12");
    expect(screen.getByRole("region", { name: "Balance Resets" })).toHaveTextContent("3");
    expect(screen.getByRole("region", { name: "Recent Actions" })).toHaveTextContent("5");
    expect(screen.getByRole("region", { name: "Total USD Value" })).toHaveTextContent("$1,234.50");
    expect(params(api.sent("GET /api/admin/audit/trail")[0].search)).toEqual({ limit: "20", offset: "0" });
  });

  test("filters in the URL go into the trail and summary requests and into the Export link", async () => {
    goTo("/admin/dashboard?section=audit&action=credits&start=2026-01-01&end=2026-01-31&q=jane&page=2");
    const api = mockApi({
      "GET /api/admin/audit/trail": trail([entry(1)], 41),
      "GET /api/admin/audit/summary": ok(SUMMARY),
    });
    renderSection();
    await loadedTable();
    expect(params(api.sent("GET /api/admin/audit/trail")[0].search)).toEqual({
      action: "credits",
      startDate: "2026-01-01",
      endDate: "2026-01-31",
      q: "jane",
      limit: "20",
      offset: "20",
    });
    expect(params(api.sent("GET /api/admin/audit/summary")[0].search)).toEqual({
      startDate: "2026-01-01",
      endDate: "2026-01-31",
    });
    const exportLink = screen.getByRole("link", { name: "Export" });
    expect(exportLink).toHaveAttribute("download");
    expect(exportLink).toHaveAttribute(
      "href",
      "/api/admin/audit/export?action=credits&startDate=2026-01-01&endDate=2026-01-31&q=jane",
    );
  });

  test("changing the filters writes the URL, starts at page 1 and re-queries; Export follows", async () => {
    goTo("/admin/dashboard?section=audit&page=2");
    const api = mockApi({
      "GET /api/admin/audit/trail": trail([entry(1)], 30),
      "GET /api/admin/audit/summary": ok(SUMMARY),
    });
    const user = userEvent.setup();
    renderSection();
    await loadedTable();

    await user.click(screen.getByRole("combobox", { name: "Action type" }));
    await user.click(await screen.findByRole("option", { name: "Withdrawals" }));
    await waitFor(() =>
      expect(params(window.location.search)).toEqual({ section: "audit", action: "withdrawals" }),
    );

    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2026-02-01" } });
    await user.type(screen.getByRole("searchbox", { name: "Search audit entries" }), "bob");
    await waitFor(() => expect(params(window.location.search).q).toBe("bob"));

    await waitFor(() =>
      expect(params(api.calls.at(-1)!.search)).toMatchObject({
        action: "withdrawals",
        startDate: "2026-02-01",
        q: "bob",
        offset: "0",
      }),
    );
    expect(screen.getByRole("link", { name: "Export" })).toHaveAttribute(
      "href",
      "/api/admin/audit/export?action=withdrawals&startDate=2026-02-01&q=bob",
    );
  });

  test("20 per page: 'Showing 1 to 20 of 45 entries', Next asks for offset 20", async () => {
    const api = mockApi({
      "GET /api/admin/audit/trail": (_body, url) => {
        const offset = Number(url.searchParams.get("offset"));
        const count = Math.min(20, 45 - offset);
        return trail(
          Array.from({ length: count }, (_, i) => entry(offset + i + 1)),
          45,
        );
      },
      "GET /api/admin/audit/summary": ok(SUMMARY),
    });
    const user = userEvent.setup();
    renderSection();
    const table = await loadedTable();
    expect(within(table).getAllByRole("row")).toHaveLength(21);
    expect(screen.getByText("Showing 1 to 20 of 45 entries")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 21 to 40 of 45 entries")).toBeInTheDocument();
    expect(params(window.location.search).page).toBe("2");
    expect(params(api.sent("GET /api/admin/audit/trail").at(-1)!.search).offset).toBe("20");
  });

  test("empty: 'No audit entries found'", async () => {
    mockApi({ "GET /api/admin/audit/trail": trail([]), "GET /api/admin/audit/summary": ok(SUMMARY) });
    renderSection();
    const table = screen.getByRole("table", { name: "Audit entries" });
    expect(await within(table).findByText("No audit entries found")).toBeInTheDocument();
  });

  test("a failed load shows the fixed 'Failed to fetch audit trail' and dashes on the cards", async () => {
    mockApi({
      "GET /api/admin/audit/trail": fail(400, "offset must be 0 or more"),
      "GET /api/admin/audit/summary": fail(500, "boom"),
    });
    renderSection();
    expect(await screen.findByText("Failed to fetch audit trail")).toBeInTheDocument();
    expect(screen.queryByText("offset must be 0 or more")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("region", { name: "Total Credits" })).toHaveTextContent("—"));
  });

  test("Refresh reloads the trail and the summary and is disabled while they load", async () => {
    let release: (() => void) | null = null;
    let trailCalls = 0;
    const api = mockApi({
      "GET /api/admin/audit/trail": () => {
        trailCalls += 1;
        if (trailCalls === 1) return trail([entry(1)]);
        return new Promise<Reply>((resolve) => (release = () => resolve(trail([entry(1), entry(2)]))));
      },
      "GET /api/admin/audit/summary": ok(SUMMARY),
    });
    const user = userEvent.setup();
    renderSection();
    const table = await loadedTable();
    const refresh = screen.getByRole("button", { name: "Refresh" });
    await user.click(refresh);
    await waitFor(() => expect(refresh).toBeDisabled());
    expect(api.sent("GET /api/admin/audit/summary")).toHaveLength(2);
    release!();
    expect(await within(table).findByText("Credit 2")).toBeInTheDocument();
    expect(refresh).toBeEnabled();
  });

  test("an end date before the start date is refused in the browser: no request, Export disabled", async () => {
    goTo("/admin/dashboard?section=audit&start=2026-03-10&end=2026-03-01");
    const api = mockApi({
      "GET /api/admin/audit/trail": trail([]),
      "GET /api/admin/audit/summary": ok(SUMMARY),
    });
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent("End date must not be before start date");
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();
    expect(api.sent("GET /api/admin/audit/trail")).toHaveLength(0);
  });

  test("user-supplied names and details render as text, never as markup", async () => {
    mockApi({
      "GET /api/admin/audit/trail": trail([
        entry(1, { details: XSS, user: { id: 7, name: XSS, email: "x@example.com", phone: "1" } }),
      ]),
      "GET /api/admin/audit/summary": ok(SUMMARY),
    });
    const { container } = renderSection();
    const table = screen.getByRole("table", { name: "Audit entries" });
    expect(await within(table).findAllByText(XSS)).toHaveLength(2);
    expect(container.querySelector("img")).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
