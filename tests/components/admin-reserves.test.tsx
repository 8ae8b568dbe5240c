/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { ReservesSection } from "@/components/admin/sections/reserves/reserves-section";
import { mayOpenSection } from "@/components/admin/sections/section-permissions";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
  adminRole: "OWNER" as const,
};

const ETH_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const ROOT = "ab".repeat(32);
const zero = "0.00000000";
const sums = (over: Record<string, string> = {}) => ({
  USD: zero,
  BTC: zero,
  ETH: zero,
  USDT: zero,
  USDC: zero,
  ...over,
});
const cover = (liabilities: string, reserves: string, ratio: string | null) => ({
  liabilities,
  reserves,
  ratio,
});

const snapshot = (id: string, over: Record<string, unknown> = {}) => ({
  snapshotId: id,
  takenAt: "2026-11-01T00:00:00.000Z",
  root: { hash: ROOT, sums: sums({ USD: "1250.00000000", ETH: "2.00000000" }) },
  leafCount: 3,
  reserves: [
    {
      network: "ETHEREUM",
      asset: "ETH",
      address: ETH_ADDRESS,
      amount: "3.00000000",
      block: 1234,
      signed: false,
    },
    { network: "ETHEREUM", asset: "USDT", address: ETH_ADDRESS, amount: null, block: null, signed: false },
  ],
  coverage: {
    USD: cover("1250.00000000", zero, "0.0000"),
    BTC: cover(zero, zero, null),
    ETH: cover("2.00000000", "3.00000000", "1.5000"),
    USDT: cover(zero, zero, null),
    USDC: cover(zero, zero, null),
  },
  signatures: [],
  ...over,
});

function renderSection(routes: Parameters<typeof mockApi>[0], role: "OWNER" | "AUDITOR" = "OWNER") {
  const api = mockApi(routes);
  renderWithClient(
    <AdminDashboardProvider value={{ admin: { ...admin, adminRole: role }, navigate: jest.fn() }}>
      <ReservesSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const snapshotsTable = () => screen.getByRole("table", { name: "Proof-of-reserves snapshots" });

beforeEach(() => goTo("/admin/dashboard?section=reserves"));

describe("Reserves section", () => {
  test("only owners and finance administrators see it", () => {
    expect(mayOpenSection("OWNER", "reserves")).toBe(true);
    expect(mayOpenSection("FINANCE", "reserves")).toBe(true);
    for (const role of ["COMPLIANCE", "SUPPORT", "AUDITOR"] as const) {
      expect(mayOpenSection(role, "reserves")).toBe(false);
    }
  });

  test("each snapshot with its root, leaves, totals and coverage; the newest's reserves below", async () => {
    renderSection({ "GET /api/admin/reserves/snapshots": ok({ snapshots: [snapshot("s-1")] }) });
    await within(snapshotsTable()).findByText("3");
    const rows = within(snapshotsTable()).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    const row = within(rows[0]);
    expect(row.getByText("abababab...ababab")).toHaveAttribute("title", ROOT);
    expect(row.getByRole("button", { name: /Copy the root hash/ })).toBeInTheDocument();
    expect(row.getByText("3")).toBeInTheDocument();
    expect(row.getByText("1,250.00 USD")).toBeInTheDocument();
    expect(row.getByText("2.00 ETH")).toBeInTheDocument();
    expect(row.getByText("150%")).toBeInTheDocument();
    expect(row.getByText("0 of 1")).toBeInTheDocument();

    const reserves = screen.getByRole("table", { name: "Reserves read" });
    const readings = within(reserves).getAllByRole("row").slice(1);
    expect(within(readings[0]).getByText("3.00 ETH")).toBeInTheDocument();
    expect(within(readings[0]).getByText("1234")).toBeInTheDocument();
    expect(within(readings[0]).getByText("No")).toBeInTheDocument();
    expect(within(readings[1]).getByText("Not read")).toBeInTheDocument();
    const coverage = screen.getByRole("table", { name: "Coverage per asset" });
    expect(within(coverage).getAllByText("Nothing owed")).toHaveLength(3);
    expect(screen.getByText(`Apex proof of reserves s-1 ${ETH_ADDRESS}`)).toBeInTheDocument();
  });

  test("no snapshot yet: the empty state", async () => {
    renderSection({ "GET /api/admin/reserves/snapshots": ok({ snapshots: [] }) });
    expect(await within(snapshotsTable()).findByText("No snapshot has been taken yet")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Reserves read" })).not.toBeInTheDocument();
  });

  test("a failed load says so and offers a retry", async () => {
    renderSection({ "GET /api/admin/reserves/snapshots": fail(500, "Boom") });
    expect(await screen.findByRole("button", { name: /try again|retry/i })).toBeInTheDocument();
  });

  test("Take snapshot posts, shows the button busy, and lists the new one", async () => {
    let taken = false;
    let release: () => void = () => {};
    const api = renderSection({
      "GET /api/admin/reserves/snapshots": () =>
        ok({ snapshots: taken ? [snapshot("s-2"), snapshot("s-1")] : [snapshot("s-1")] }),
      "POST /api/admin/reserves/snapshots": () =>
        new Promise((resolve) => {
          release = () => {
            taken = true;
            resolve(
              ok({
                snapshotId: "s-2",
                takenAt: "2026-11-02T00:00:00.000Z",
                root: {},
                leafCount: 3,
                reserves: [],
              }),
            );
          };
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Proof-of-reserves snapshots" });
    await user.click(screen.getByRole("button", { name: "Take snapshot" }));
    expect(await screen.findByRole("button", { name: "Taking snapshot…" })).toBeDisabled();
    release();
    expect(await screen.findByText(/Snapshot taken/)).toBeInTheDocument();
    expect(api.sent("POST /api/admin/reserves/snapshots")).toHaveLength(1);
    await waitFor(() => expect(within(snapshotsTable()).getAllByRole("row")).toHaveLength(3));
  });

  test("under the two-person rule the 202 is a proposal, and the section says so", async () => {
    renderSection({
      "GET /api/admin/reserves/snapshots": ok({ snapshots: [] }),
      "POST /api/admin/reserves/snapshots": {
        status: 202,
        body: { message: "Proposed", approval: { id: 7, status: "PENDING" } },
      },
    });
    const user = userEvent.setup();
    await within(snapshotsTable()).findByText("No snapshot has been taken yet");
    await user.click(screen.getByRole("button", { name: "Take snapshot" }));
    expect(await screen.findAllByText(/a second administrator must approve it/)).not.toHaveLength(0);
    expect(screen.queryByText(/Snapshot taken/)).not.toBeInTheDocument();
  });

  test("an administrator without reserves.manage sees no button and no upload form", async () => {
    renderSection({ "GET /api/admin/reserves/snapshots": ok({ snapshots: [snapshot("s-1")] }) }, "AUDITOR");
    await within(snapshotsTable()).findByText("3");
    expect(screen.queryByRole("button", { name: "Take snapshot" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload signature" })).not.toBeInTheDocument();
  });

  test("a signature that does not verify shows the server's reason; one that does is sent as typed", async () => {
    let good = false;
    const api = renderSection({
      "GET /api/admin/reserves/snapshots": ok({ snapshots: [snapshot("s-1")] }),
      "POST /api/admin/reserves/signatures": () =>
        good
          ? ok({
              signed: true,
              message: "m",
              snapshotId: "s-1",
              network: "ETHEREUM",
              address: ETH_ADDRESS,
              signature: "0x",
            })
          : fail(400, "The signature must be 65 bytes of hex (0x followed by 130 hex digits)"),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Upload signature" }));
    expect(await screen.findByText("Paste the signature.")).toBeInTheDocument();
    expect(api.sent("POST /api/admin/reserves/signatures")).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: "Signature" }), "0xdeadbeef");
    await user.click(screen.getByRole("button", { name: "Upload signature" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The signature must be 65 bytes of hex (0x followed by 130 hex digits)",
    );
    expect(api.sent("POST /api/admin/reserves/signatures")[0].body).toEqual({
      snapshotId: "s-1",
      network: "ETHEREUM",
      address: ETH_ADDRESS,
      signature: "0xdeadbeef",
    });

    good = true;
    await user.click(screen.getByRole("button", { name: "Upload signature" }));
    expect(await screen.findByText(/Signature verified/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("Show picks another snapshot for the details", async () => {
    renderSection({
      "GET /api/admin/reserves/snapshots": ok({
        snapshots: [snapshot("s-2", { takenAt: "2026-11-02T00:00:00.000Z" }), snapshot("s-1")],
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(`Apex proof of reserves s-2 ${ETH_ADDRESS}`)).toBeInTheDocument();
    const rows = within(snapshotsTable()).getAllByRole("row").slice(1);
    await user.click(within(rows[1]).getByRole("button", { name: /Show the snapshot/ }));
    expect(await screen.findByText(`Apex proof of reserves s-1 ${ETH_ADDRESS}`)).toBeInTheDocument();
  });
});
