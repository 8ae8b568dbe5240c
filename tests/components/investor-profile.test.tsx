/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { ProfilePanel } from "@/components/investor/panels/profile/profile-panel";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane: SessionUser = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+442079460958",
  role: "INVESTOR",
  isVerified: false,
  emailVerified: true,
  createdAt: "2025-01-15T10:00:00.000Z",
};

type Handler = Reply | { pending: true } | ((body: unknown) => Reply);
function renderProfile(
  tab: string | null,
  routes: { user?: Handler; profile?: Handler; password?: Handler } = {},
  user: SessionUser = jane,
) {
  goTo(`/dashboard?panel=profile${tab ? `&tab=${tab}` : ""}`);
  const api = mockApi({
    "GET /api/user": routes.user ?? ok({ user }),
    "PUT /api/users/profile":
      routes.profile ??
      ((body) => ok({ message: "Profile updated successfully!", user: { ...user, ...(body as object) } })),
    "POST /api/auth/change-password":
      routes.password ?? ok({ message: "Password changed successfully!", token: "t" }),
  });
  const navigate = jest.fn();
  renderWithClient(
    <InvestorDashboardProvider value={{ user, navigate }}>
      <ProfilePanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate };
}

const input = (label: string) => screen.getByLabelText(label, { selector: "input" });
const button = (name: string) => screen.getByRole("button", { name });

describe("Profile panel (Profile)", () => {
  test("tabs Profile and Security; the open one is &tab= in the URL", async () => {
    const user = userEvent.setup();
    renderProfile(null);
    const tabs = within(screen.getByRole("tablist", { name: "Profile sections" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Profile", "Security"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    await user.click(tabs[1]);
    expect(window.location.search).toBe("?panel=profile&tab=security");
    expect(await screen.findByRole("heading", { name: "Change Password" })).toBeInTheDocument();
  });

  test("member since, e-mail and identity verification, with a link to the kyc panel when not verified", async () => {
    const user = userEvent.setup();
    const { navigate } = renderProfile("profile");
    const account = await screen.findByRole("region", { name: "Account" });
    expect(await within(account).findByText("Jan 15, 2025")).toBeInTheDocument();
    expect(account).toHaveTextContent("jane@example.com");
    expect(within(account).getByText("Not verified")).toBeInTheDocument();
    const link = within(account).getByRole("link", { name: "Verify your identity" });
    expect(link).toHaveAttribute("href", "/dashboard?panel=kyc");
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith("kyc");
  });

  test("a verified investor sees 'Verified' and no link", async () => {
    renderProfile("profile", {}, { ...jane, isVerified: true });
    const account = await screen.findByRole("region", { name: "Account" });
    expect(await within(account).findByText("Verified")).toBeInTheDocument();
    expect(within(account).queryByRole("link")).not.toBeInTheDocument();
  });

  test("unlike the spec's screen, profile changes are saved (the Settings form)", async () => {
    const user = userEvent.setup();
    const { api } = renderProfile("profile");
    expect(await screen.findByLabelText("Phone")).toHaveValue("020 7946 0958");
    await user.clear(input("First Name"));
    await user.type(input("First Name"), "Janet");
    await user.click(button("Save Changes"));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    expect(api.sent("PUT /api/users/profile")[0].body).toEqual({
      name: "Janet Doe",
      email: "jane@example.com",
      phone: "+442079460958",
    });
  });

  test("a failed load offers a retry", async () => {
    renderProfile("profile", { user: fail(500, "Profile service unavailable") });
    expect(await screen.findByText("Profile service unavailable")).toBeInTheDocument();
    expect(button("Try again")).toBeInTheDocument();
  });

  test("Security: a mismatch says 'Passwords don't match!' and sends nothing", async () => {
    const user = userEvent.setup();
    const { api } = renderProfile("security");
    await user.type(input("Current Password"), "old-password");
    await user.type(input("New Password"), "new-password-1");
    await user.type(input("Confirm New Password"), "new-password-2");
    await user.click(button("Change Password"));
    expect(await screen.findByText("Passwords don't match!")).toBeInTheDocument();
    expect(screen.queryByText("New passwords do not match")).not.toBeInTheDocument();
    expect(api.sent("POST /api/auth/change-password")).toHaveLength(0);
  });

  test("Security: matching passwords are changed for real", async () => {
    const user = userEvent.setup();
    const { api } = renderProfile("security");
    await user.type(input("Current Password"), "old-password");
    await user.type(input("New Password"), "new-password-1");
    await user.type(input("Confirm New Password"), "new-password-1");
    await user.click(button("Change Password"));
    expect(await screen.findByText("Password changed successfully!")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.sent("POST /api/auth/change-password")[0]?.body).toEqual({
        currentPassword: "old-password",
        newPassword: "new-password-1",
      }),
    );
  });
});
