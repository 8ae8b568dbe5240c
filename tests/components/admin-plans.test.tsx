/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { PlansSection } from "@/components/admin/sections/plans/plans-section";
import { NEVER_COMPLETES } from "@/lib/validation/plans";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
};
const XSS = `<img src=x onerror="window.__xss=1">`;

const plan = (id: number, name: string, min: number, max: number, rate: number, returns: number) => ({
  id,
  plan: name,
  minimumAmount: min,
  maximumAmount: max,
  interestRate: rate,
  totalReturns: returns,
  recommended: false,
});
const PLANS = [
  plan(1, "Basic", 1000, 4999, 8.5, 20),
  plan(2, "Premium", 5000, 24999, 12.8, 30),
  plan(3, "Enterprise", 25000, 100000, 15.2, 40),
];

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <PlansSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Investment Plans" });
const card = (title: string) => screen.getByRole("region", { name: title });
const dialog = () => screen.getByRole("dialog");
const field = (label: string) => within(dialog()).getByLabelText(label);

beforeEach(() => goTo("/admin/dashboard?section=plans"));

describe("Manage Plans section", () => {
  test("loading: skeletons; empty: 'No investment plans'; error: a retry", async () => {
    mockApi({ "GET /api/investments": { pending: true } });
    const first = renderWithClient(<PlansSection />);
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(card("Total Plans")).not.toHaveTextContent(/\d/);
    first.unmount();

    mockApi({ "GET /api/investments": ok({ investmentPlans: [] }) });
    const second = renderWithClient(<PlansSection />);
    expect((await screen.findAllByText("No investment plans")).length).toBeGreaterThan(0);
    expect(card("Total Plans")).toHaveTextContent("0");
    second.unmount();

    mockApi({ "GET /api/investments": fail(500, "") });
    renderWithClient(<PlansSection />);
    expect(await screen.findByText("Failed to fetch investment plans")).toBeInTheDocument();
    expect(card("Total Plans")).toHaveTextContent("—");
  });

  test("cards and the spec's columns", async () => {
    renderSection({ "GET /api/investments": ok({ investmentPlans: PLANS }) });
    await within(table()).findByText("Premium");
    expect(card("Total Plans")).toHaveTextContent("3");
    expect(card("Avg. Interest Rate")).toHaveTextContent("12.17%");
    expect(card("Avg. Returns")).toHaveTextContent("30.00%");
    const headers = within(table())
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Plan Name", "Amount Range", "Interest Rate", "Total Returns", "Actions"]);
    const cells = within(within(table()).getAllByRole("row")[1]!).getAllByRole("cell");
    expect(cells.slice(0, 4).map((c) => c.textContent)).toEqual([
      "Basic",
      "$1,000.00 - $4,999.00",
      "8.5%",
      "20%",
    ]);
  });

  test("Add New Plan: Create stays disabled until the name has more than spaces; unparseable numbers go as 0", async () => {
    const api = renderSection({
      "GET /api/investments": ok({ investmentPlans: PLANS }),
      "POST /api/investments/add": ok({ message: "Investment plan created successfully", newPlan: {} }),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Basic");
    const add = screen.getByRole("button", { name: "Add New Plan" });
    await user.click(add);
    const create = within(dialog()).getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    // Phones open a number keypad for the four figures, a keyboard for the name.
    for (const label of [
      "Minimum Amount (USD)",
      "Maximum Amount (USD)",
      "Interest Rate (% APY)",
      "Total Returns (%)",
    ])
      expect(field(label)).toHaveAttribute("inputmode", "decimal");
    expect(field("Plan Name")).not.toHaveAttribute("inputmode");
    await user.type(field("Plan Name"), "   ");
    expect(create).toBeDisabled();
    await user.type(field("Plan Name"), " Gold ");
    expect(create).toBeEnabled();
    await user.type(field("Minimum Amount (USD)"), "100");
    await user.type(field("Maximum Amount (USD)"), "lots");
    await user.type(field("Interest Rate (% APY)"), "9.25");
    await user.click(create);

    await waitFor(() => expect(api.sent("POST /api/investments/add")).toHaveLength(1));
    expect(api.sent("POST /api/investments/add")[0]!.body).toEqual({
      plan: "Gold",
      minimumAmount: "100",
      maximumAmount: "0",
      interestRate: "9.25",
      totalReturns: "0",
    });
    expect(await screen.findByText("Investment plan created successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    // The list is asked again.
    await waitFor(() => expect(api.sent("GET /api/investments").length).toBeGreaterThan(1));
  });

  test("a plan that could never reach its returns: the server's refusal shows on the form, which stays open", async () => {
    renderSection({
      "GET /api/investments": ok({ investmentPlans: PLANS }),
      "POST /api/investments/add": fail(400, NEVER_COMPLETES, {
        errors: [{ path: "interestRate", message: NEVER_COMPLETES }],
      }),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Basic");
    await user.click(screen.getByRole("button", { name: "Add New Plan" }));
    await user.type(field("Plan Name"), "Stuck");
    await user.type(field("Total Returns (%)"), "10");
    await user.click(within(dialog()).getByRole("button", { name: "Create" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(NEVER_COMPLETES);
    expect(field("Interest Rate (% APY)")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog()).getByRole("button", { name: "Create" })).toBeEnabled();
  });

  test("edit opens with the plan's values and sends them with PUT", async () => {
    const api = renderSection({
      "GET /api/investments": ok({ investmentPlans: PLANS }),
      "PUT /api/investments/2": ok({ message: "Investment plan updated successfully", plan: {} }),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Premium");
    await user.click(within(table()).getByRole("button", { name: "Edit plan Premium" }));
    expect(within(dialog()).getByRole("heading", { name: "Edit Plan" })).toBeInTheDocument();
    expect(field("Plan Name")).toHaveValue("Premium");
    expect(field("Interest Rate (% APY)")).toHaveValue("12.8");
    await user.clear(field("Interest Rate (% APY)"));
    await user.type(field("Interest Rate (% APY)"), "13");
    await user.click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.sent("PUT /api/investments/2")).toHaveLength(1));
    expect(api.sent("PUT /api/investments/2")[0]!.body).toEqual({
      plan: "Premium",
      minimumAmount: "5000",
      maximumAmount: "24999",
      interestRate: "13",
      totalReturns: "30",
    });
    expect(await screen.findByText("Investment plan updated successfully")).toBeInTheDocument();
  });

  test("delete warns first, then shows the server's answer (a plan in use is retired)", async () => {
    const retired =
      "Investment plan retired: existing investments keep running, new subscriptions are closed";
    const api = renderSection({
      "GET /api/investments": ok({ investmentPlans: PLANS }),
      "DELETE /api/investments/1": ok({ message: retired, retired: true }),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Basic");
    await user.click(within(table()).getByRole("button", { name: "Delete plan Basic" }));
    const confirm = screen.getByRole("alertdialog");
    expect(confirm).toHaveTextContent("Delete plan Basic?");
    expect(confirm).toHaveTextContent(/Warning: this cannot be undone/);
    // Cancel sends nothing.
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.sent("DELETE /api/investments/1")).toHaveLength(0);

    await user.click(within(table()).getByRole("button", { name: "Delete plan Basic" }));
    await user.dblClick(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete Plan" }));
    expect(await screen.findByText(retired)).toBeInTheDocument();
    expect(api.sent("DELETE /api/investments/1")).toHaveLength(1);
  });

  test("a plan name with markup renders as text", async () => {
    renderSection({ "GET /api/investments": ok({ investmentPlans: [plan(9, XSS, 1, 2, 3, 4)] }) });
    expect(await within(table()).findByText(XSS)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
