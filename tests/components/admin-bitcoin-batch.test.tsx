/** @jest-environment jsdom */
// The back office's Bitcoin batch card beyond export and upload: the payout wallet's balance (or that the node
// did not answer), and Cancel on a batch not yet signed.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { WithdrawalsSection } from "@/components/admin/sections/withdrawals/withdrawals-section";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
};
const batch = { id: 3, txid: "ab".repeat(32), fee: 1100, psbt: "cHNidP8=", withdrawals: [7] };

function renderSection(bitcoin: unknown, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/admin/withdrawals/all": ok({ withdrawalRequests: [], pagination: { total: 0 } }),
    "GET /api/admin/payouts/wallets": ok({ wallets: [], bitcoin, tron: null }),
    ...routes,
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <WithdrawalsSection />
    </AdminDashboardProvider>,
  );
  return api;
}

test("the balance, and Cancel on an unsigned batch (the server's reason when it refuses)", async () => {
  const user = userEvent.setup();
  const api = renderSection(
    {
      queued: 0,
      batch,
      refused: [],
      balance: { confirmed: "0.01", unconfirmed: "0.0005" },
      balanceError: null,
    },
    {
      "POST /api/admin/payouts/bitcoin/batches/3/cancel": fail(
        409,
        "Only a batch not yet signed can be cancelled",
      ),
    },
  );
  const card = await screen.findByRole("region", { name: "Bitcoin batch" });
  expect(card).toHaveTextContent("Balance: 0.01 BTC confirmed, 0.0005 BTC unconfirmed");
  await user.click(within(card).getByRole("button", { name: "Cancel batch" }));
  await waitFor(() => expect(api.sent("POST /api/admin/payouts/bitcoin/batches/3/cancel")).toHaveLength(1));
  expect(await within(card).findByRole("alert")).toHaveTextContent(
    "Only a batch not yet signed can be cancelled",
  );
});

test("a node that did not answer: the balance is said to be unknown, and no batch means no Cancel", async () => {
  renderSection({
    queued: 1,
    batch: null,
    refused: [],
    balance: null,
    balanceError: "Bitcoin node x could not be reached",
  });
  const card = await screen.findByRole("region", { name: "Bitcoin batch" });
  expect(card).toHaveTextContent("Balance unknown: the Bitcoin node did not answer");
  expect(within(card).queryByRole("button", { name: "Cancel batch" })).toBeNull();
});
