/** @jest-environment jsdom */
// Settings > Security's passkeys: the list with when each was added and last used, removing one with the
// password, the fields asked before anything is sent, and the plain sentence when passkeys are off.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PasskeysSettings } from "@/components/account-security/passkeys-settings";
import { mockApi, ok, renderWithClient } from "../helpers/render";

const KEY = { id: 7, name: "Work laptop", createdAt: "2026-01-02T10:00:00.000Z", lastUsedAt: null };

test("lists the passkeys and removes one with the password", async () => {
  const user = userEvent.setup();
  const api = mockApi({
    "GET /api/auth/passkeys": ok({ enabled: true, max: 10, passkeys: [KEY] }),
    "DELETE /api/auth/passkeys/7": ok({ message: "Passkey removed" }),
  });
  renderWithClient(<PasskeysSettings />);
  const list = await screen.findByRole("list", { name: "Your passkeys" });
  expect(list).toHaveTextContent("Work laptop");
  expect(list).toHaveTextContent("never used");

  await user.click(screen.getByRole("button", { name: "Remove the passkey Work laptop" }));
  expect(await screen.findByText("Enter your current password.")).toBeInTheDocument();
  expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);

  await user.type(screen.getByLabelText("Current password"), "Correct-Horse-9");
  await user.click(screen.getByRole("button", { name: "Remove the passkey Work laptop" }));
  await screen.findByText("Passkey removed.");
  expect(api.calls.find((c) => c.method === "DELETE")?.body).toEqual({
    password: "Correct-Horse-9",
    code: "",
  });
});

test("a name is asked before a passkey is added", async () => {
  const user = userEvent.setup();
  mockApi({ "GET /api/auth/passkeys": ok({ enabled: true, max: 10, passkeys: [] }) });
  renderWithClient(<PasskeysSettings />);
  expect(await screen.findByText("No passkey yet.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Add a passkey" }));
  expect(await screen.findByText("Give the passkey a name.")).toBeInTheDocument();
});

test("says so when passkeys are off on this server", async () => {
  mockApi({ "GET /api/auth/passkeys": ok({ enabled: false, max: 10, passkeys: [] }) });
  renderWithClient(<PasskeysSettings />);
  await waitFor(() =>
    expect(screen.getByText(/Passkeys are not available on this server/)).toBeInTheDocument(),
  );
});
