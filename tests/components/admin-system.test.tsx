/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { SystemSection } from "@/components/admin/sections/system/system-section";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, renderWithClient, ok, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
};

function renderSection(reply: Reply | { pending: true }) {
  const api = mockApi({ "GET /api/admin/system": reply });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <SystemSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const condition = (c: string, over: object = {}) => ({
  condition: c,
  state: "OK",
  since: "2026-11-28T10:00:00.000Z",
  figure: "0",
  checkedAt: "2026-11-28T12:00:00.000Z",
  ...over,
});

beforeEach(() => goTo("/admin/dashboard?section=system"));

describe("System section (the money conditions)", () => {
  test("each condition with its state, since when and the figure", async () => {
    renderSection(
      ok({
        conditions: [
          condition("hot_wallet_low", {
            state: "FIRING",
            figure: "ETHEREUM",
            since: "2026-11-28T11:30:00.000Z",
          }),
          condition("scanner_stalled"),
          condition("reconcile_mismatch", { state: "FIRING", figure: "2" }),
          condition("dead_job"),
          condition("price_feed_stale", { since: null, figure: null, checkedAt: null }),
        ],
      }),
    );
    const table = await screen.findByRole("table", { name: "Conditions" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(5);
    const hot = within(rows[0]);
    expect(hot.getByText("Hot wallet low")).toBeInTheDocument();
    expect(hot.getByText("Alert")).toBeInTheDocument();
    expect(hot.getByText("ETHEREUM")).toBeInTheDocument();
    expect(rows[0].querySelector("time")).toHaveAttribute("dateTime", "2026-11-28T11:30:00.000Z");
    expect(within(rows[1]).getByText("Deposit scanner stalled")).toBeInTheDocument();
    expect(within(rows[1]).getByText("OK")).toBeInTheDocument();
    expect(within(rows[2]).getByText("2")).toBeInTheDocument();
    expect(within(rows[4]).getByText("Not checked yet")).toBeInTheDocument();
  });

  test("a failed load says so", async () => {
    renderSection(fail(500, "Something went wrong on our side. Please try again."));
    expect(
      await screen.findByText(/Something went wrong|Failed to load the system status/),
    ).toBeInTheDocument();
  });
});
