/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { AccountSettingsPanel } from "@/components/investor/panels/account-settings/account-settings-panel";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane: SessionUser = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR",
  isVerified: true,
};
const SAVE = "POST /api/user/settings";

function renderPanel(save: Reply | { pending: true } = ok({ message: "Settings saved successfully" })) {
  goTo("/dashboard?panel=account-settings");
  const api = mockApi({ [SAVE]: save });
  const navigate = jest.fn();
  renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate }}>
      <AccountSettingsPanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate };
}

const pin = () => screen.getByLabelText("Transaction PIN", { selector: "input" });
const save = () => screen.getByRole("button", { name: "Save Settings" });

describe("Account Settings panel (AccountSettings)", () => {
  test.each([
    ["", "PIN must be exactly 4 digits"],
    ["12", "PIN must be exactly 4 digits"],
    ["12a4", "PIN must contain only numbers"],
  ])("%j gives '%s' and sends nothing", async (value, message) => {
    const user = userEvent.setup();
    const { api } = renderPanel();
    if (value) await user.type(pin(), value);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(pin()).toHaveAttribute("aria-invalid", "true");
    expect(api.calls).toHaveLength(0);
  });

  test("sends {transactionPin}, shows the server's message and empties the field", async () => {
    const user = userEvent.setup();
    const { api } = renderPanel();
    expect(pin()).toHaveAttribute("type", "password");
    await user.type(pin(), "4821");
    await user.click(save());
    expect(await screen.findByText("Settings saved successfully")).toBeInTheDocument();
    expect(api.sent(SAVE)[0].body).toEqual({ transactionPin: "4821" });
    expect(pin()).toHaveValue("");
  });

  test("a failure shows the server's message, else 'Failed to save settings'", async () => {
    const user = userEvent.setup();
    renderPanel({ status: 500, body: {} });
    await user.type(pin(), "4821");
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to save settings");
  });

  test("the server's field error lands on the field", async () => {
    const user = userEvent.setup();
    const message = "PIN must contain only numbers";
    renderPanel(fail(400, message, { errors: [{ path: "transactionPin", message }] }));
    await user.type(pin(), "4821");
    await user.click(save());
    await waitFor(() => expect(pin()).toHaveAttribute("aria-invalid", "true"));
  });

  test("busy while saving: 'Saving...', disabled, one call", async () => {
    const user = userEvent.setup();
    const { api } = renderPanel({ pending: true });
    await user.type(pin(), "4821");
    await user.click(save());
    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent(SAVE)).toHaveLength(1);
  });

  test("links back to Settings, and to Settings > PIN for the withdrawal PIN", async () => {
    const user = userEvent.setup();
    const { navigate } = renderPanel();
    await user.click(screen.getByRole("link", { name: "Back to Settings" }));
    expect(navigate).toHaveBeenCalledWith("settings");
    const pinLink = screen.getByRole("link", { name: "Settings › PIN" });
    expect(pinLink).toHaveAttribute("href", "/dashboard?panel=settings&tab=pin");
    await user.click(pinLink);
    expect(window.location.search).toBe("?panel=settings&tab=pin");
  });
});
