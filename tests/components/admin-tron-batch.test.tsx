/** @jest-environment jsdom */
// The back office's Tron batch card: how many wait, Export, the unsigned transactions to download as JSON, the
// signed upload (pasted or chosen as a file) and the server's reason when it refuses it.
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
const unsigned = { visible: false, txID: "ab".repeat(32), raw_data: { expiration: 1 }, raw_data_hex: "0a02" };
const REASON =
  "The signed transaction is refused: transaction 1 pays withdrawal 7 11 USDT instead of 10 USDT";

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    "GET /api/admin/withdrawals/all": ok({ withdrawalRequests: [], pagination: { total: 0 } }),
    ...routes,
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <WithdrawalsSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const wallets = (batch: unknown) =>
  ok({
    wallets: [],
    bitcoin: null,
    tron: { queued: 2, address: "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8", batch },
  });

test("the Tron batch: export, the transactions to download, a refused upload saying why, then one accepted", async () => {
  const user = userEvent.setup();
  const api = renderSection({
    "GET /api/admin/payouts/wallets": wallets({
      id: 5,
      expiration: "2026-03-02T10:00:00.000Z",
      transactions: [unsigned, unsigned],
      withdrawals: [7, 8],
    }),
    "POST /api/admin/payouts/tron/batches": ok({ batch: { id: 6 } }),
    "POST /api/admin/payouts/tron/batches/5/signed": fail(400, REASON),
  });
  const card = await screen.findByRole("region", { name: "Tron batch" });
  expect(card).toHaveTextContent("Payout wallet TJRabPrwbZy45sbavfcjinPJC18kjpRTv8");
  expect(card).toHaveTextContent("2 withdrawals wait for an export");
  expect(card).toHaveTextContent("Export #5: 2 transactions to sign before");
  const download = within(card).getByRole("link", { name: "Download the transactions to sign" });
  expect(download).toHaveAttribute("download", "apex-tron-batch-5.json");
  const file = decodeURIComponent(
    download.getAttribute("href")!.replace(/^data:application\/json;charset=utf-8,/, ""),
  );
  expect(JSON.parse(file)).toEqual({ transactions: [unsigned, unsigned] });

  await user.click(within(card).getByRole("button", { name: "Export transactions" }));
  await waitFor(() => expect(api.sent("POST /api/admin/payouts/tron/batches")).toHaveLength(1));

  const upload = within(card).getByRole("button", { name: "Upload signed transactions" });
  expect(upload).toBeDisabled();
  // The signed file chosen from disk fills the field.
  const signed = JSON.stringify({ transactions: [{ ...unsigned, signature: ["cd".repeat(65)] }] });
  await user.upload(
    within(card).getByLabelText("Signed file"),
    new File([signed], "signed.json", { type: "application/json" }),
  );
  await waitFor(() => expect(within(card).getByLabelText("Signed transactions (JSON)")).toHaveValue(signed));
  await user.click(upload);
  expect(await within(card).findByRole("alert")).toHaveTextContent(REASON);
  expect(api.sent("POST /api/admin/payouts/tron/batches/5/signed")[0]!.body).toEqual({ signed });
});

test("nothing exported: no download and no upload, only Export", async () => {
  renderSection({ "GET /api/admin/payouts/wallets": wallets(null) });
  const card = await screen.findByRole("region", { name: "Tron batch" });
  expect(within(card).getByRole("button", { name: "Export transactions" })).toBeEnabled();
  expect(within(card).queryByRole("link")).toBeNull();
  expect(within(card).queryByRole("button", { name: "Upload signed transactions" })).toBeNull();
});
