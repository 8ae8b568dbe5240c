/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { KycSection } from "@/components/admin/sections/kyc/kyc-section";
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

type Row = {
  id: number;
  status: "PENDING" | "APPROVED" | "REJECTED";
  submittedAt: string;
  user: { id: number; name: string; email: string };
};
const row = (id: number, extra: Partial<Row> = {}): Row => ({
  id,
  status: "PENDING",
  submittedAt: "2026-03-01T10:00:00.000Z",
  user: { id: 100 + id, name: `Investor ${id}`, email: `investor${id}@example.com` },
  ...extra,
});
const page = (submissions: Row[], total = submissions.length) => ok({ submissions, pagination: { total } });

const detail = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  status: "PENDING",
  submittedAt: "2026-03-01T10:00:00.000Z",
  decidedAt: null,
  decidedBy: null,
  reason: null,
  user: { id: 100 + id, name: `Investor ${id}`, email: `investor${id}@example.com` },
  firstName: "Jane",
  lastName: "Doe",
  ssn: "•••••6789",
  city: "Springfield",
  phone: "+12025550123",
  gender: "female",
  address: "1 Main Street",
  state: "IL",
  zip: "62701",
  dob: "1990-04-01",
  accountHolderName: "Jane Doe",
  bankName: "First Bank",
  accountNumber: "••••••••6789",
  routingNumber: "021000021",
  branch: "Downtown",
  documentType: "passport",
  documents: {
    front: `/api/admin/kyc/${id}/documents/front`,
    back: `/api/admin/kyc/${id}/documents/back`,
    holding: `/api/admin/kyc/${id}/documents/holding`,
  },
  ...extra,
});

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <KycSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Identity Verification Submissions" });
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  new URLSearchParams(api.sent("GET /api/admin/kyc").at(-1)!.search);

/** Opens a row's review: "Review" on a pending one, "View" on a decided one (the name starts with the word shown). */
async function openReview(name = "Investor 7", verb: "Review" | "View" = "Review") {
  const user = userEvent.setup();
  const opener = await within(table()).findByRole("button", { name: `${verb} verification of ${name}` });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole("dialog") };
}

beforeEach(() => goTo("/admin/dashboard?section=kyc"));

describe("Identity Verification section (admin)", () => {
  test("loading, empty and error states", async () => {
    mockApi({ "GET /api/admin/kyc": { pending: true } });
    const first = renderWithClient(<KycSection />);
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    first.unmount();

    mockApi({ "GET /api/admin/kyc": page([]) });
    const second = renderWithClient(<KycSection />);
    expect((await screen.findAllByText("No verification submissions found")).length).toBeGreaterThan(0);
    second.unmount();

    mockApi({ "GET /api/admin/kyc": fail(500, "") });
    renderWithClient(<KycSection />);
    expect(await screen.findByText("Failed to fetch verification submissions")).toBeInTheDocument();
  });

  test("the queue as the server orders it, 10 a page; search and status go to the server", async () => {
    const api = renderSection({
      "GET /api/admin/kyc": (_b, url) =>
        page(
          url.searchParams.get("offset") === "0"
            ? [row(4), row(2, { status: "APPROVED" }), row(3, { status: "REJECTED" })]
            : [row(1)],
          11,
        ),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Investor 4");
    const rows = within(table()).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual(["#4", "#2", "#3"]);
    expect(within(rows[0]!).getAllByRole("cell")[2]).toHaveTextContent("Pending review");
    expect(within(rows[1]!).getAllByRole("cell")[2]).toHaveTextContent("Approved");
    expect(
      within(rows[0]!).getByRole("button", { name: "Review verification of Investor 4" }),
    ).toHaveTextContent("Review");
    expect(lastQuery(api).get("limit")).toBe("10");
    expect(lastQuery(api).get("offset")).toBe("0");

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await within(table()).findByText("Investor 1");
    expect(lastQuery(api).get("offset")).toBe("10");

    await user.type(screen.getByRole("searchbox", { name: "Search by name or e-mail..." }), "jane");
    await waitFor(() => expect(lastQuery(api).get("q")).toBe("jane"));
    expect(lastQuery(api).get("offset")).toBe("0");
    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    await user.click(await screen.findByRole("option", { name: "Rejected" }));
    await waitFor(() => expect(lastQuery(api).get("status")).toBe("REJECTED"));
  });

  test("the review shows the details masked, the three images from the admin route, and reveals on request", async () => {
    const api = renderSection({
      "GET /api/admin/kyc": page([row(7)]),
      "GET /api/admin/kyc/7": ok({ submission: detail(7) }),
      "POST /api/admin/kyc/7/reveal": ok({ ssn: "123456789", accountNumber: "000123456789" }),
    });
    const { user, dialog } = await openReview();
    expect(within(dialog).getByRole("heading", { name: "Verification of Investor 7" })).toBeInTheDocument();
    expect(await within(dialog).findByText("•••••6789")).toBeInTheDocument();
    expect(within(dialog).getByText("••••••••6789")).toBeInTheDocument();
    expect(within(dialog).getByText("Passport")).toBeInTheDocument();
    expect(within(dialog).queryByText("123456789")).not.toBeInTheDocument();

    const images = within(dialog).getAllByRole("img");
    expect(images.map((i) => [i.getAttribute("alt"), i.getAttribute("src")])).toEqual([
      ["Front of ID submitted by Jane Doe", "/api/admin/kyc/7/documents/front"],
      ["Back of ID submitted by Jane Doe", "/api/admin/kyc/7/documents/back"],
      ["Holding ID photo submitted by Jane Doe", "/api/admin/kyc/7/documents/holding"],
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Reveal SSN and account number" }));
    expect(await within(dialog).findByText("123456789")).toBeInTheDocument();
    expect(within(dialog).getByText("000123456789")).toBeInTheDocument();
    expect(api.sent("POST /api/admin/kyc/7/reveal")).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(within(dialog).queryByText("123456789")).not.toBeInTheDocument();
  });

  test("approving sends once, says so and closes the review with focus back on its button", async () => {
    let release: () => void = () => {};
    const api = renderSection({
      "GET /api/admin/kyc": page([row(7)]),
      "GET /api/admin/kyc/7": ok({ submission: detail(7) }),
      "POST /api/admin/kyc/7/approve": () =>
        new Promise((resolve) => {
          release = () =>
            resolve(ok({ message: "Verification approved", submission: { id: 7, status: "APPROVED" } }));
        }),
    });
    const { user, opener, dialog } = await openReview();
    const approve = await within(dialog).findByRole("button", { name: "Approve verification of Investor 7" });
    await user.click(approve);
    await user.click(approve);
    expect(approve).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Reject verification of Investor 7" })).toBeDisabled();
    release();
    expect(await screen.findByText("Verification approved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("POST /api/admin/kyc/7/approve")).toHaveLength(1);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test("rejecting needs a reason, which is sent; a server refusal is shown", async () => {
    const api = renderSection({
      "GET /api/admin/kyc": page([row(7)]),
      "GET /api/admin/kyc/7": ok({ submission: detail(7) }),
      "POST /api/admin/kyc/7/reject": fail(409, "This verification has already been decided"),
    });
    const { user, dialog } = await openReview();
    const reject = await within(dialog).findByRole("button", { name: "Reject verification of Investor 7" });
    await user.click(reject);
    expect(within(dialog).getByText("A reason is required to reject a verification")).toBeInTheDocument();
    const reason = within(dialog).getByLabelText("Reason for rejection (shown to the investor)");
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("POST /api/admin/kyc/7/reject")).toHaveLength(0);

    await user.type(reason, "The photo is blurry");
    expect(
      within(dialog).queryByText("A reason is required to reject a verification"),
    ).not.toBeInTheDocument();
    await user.click(reject);
    await waitFor(() => expect(api.sent("POST /api/admin/kyc/7/reject")).toHaveLength(1));
    expect(api.sent("POST /api/admin/kyc/7/reject")[0]!.body).toEqual({ reason: "The photo is blurry" });
    expect(await screen.findByText("This verification has already been decided")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  test("a decided submission shows who decided and why, with no decision buttons", async () => {
    renderSection({
      "GET /api/admin/kyc": page([row(7, { status: "REJECTED" })]),
      "GET /api/admin/kyc/7": ok({
        submission: detail(7, {
          status: "REJECTED",
          reason: "Name does not match",
          decidedAt: "2026-03-02T10:00:00.000Z",
          decidedBy: { id: 1, name: "Ada Admin" },
        }),
      }),
    });
    const { dialog } = await openReview("Investor 7", "View");
    expect(await within(dialog).findByText(/Rejected by Ada Admin on/)).toBeInTheDocument();
    expect(within(dialog).getByText("Reason: Name does not match")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
  });

  test("a review that cannot load says so and offers a retry", async () => {
    renderSection({ "GET /api/admin/kyc": page([row(7)]), "GET /api/admin/kyc/7": fail(500, "") });
    const { dialog } = await openReview();
    expect(await within(dialog).findByText("Failed to load this verification")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  test("names and values the investor typed stay text", async () => {
    const hostile = { id: 107, name: XSS, email: `${XSS}@example.com` };
    renderSection({
      "GET /api/admin/kyc": page([row(7, { user: hostile })]),
      "GET /api/admin/kyc/7": ok({
        submission: detail(7, { user: hostile, firstName: XSS, address: XSS, bankName: XSS }),
      }),
    });
    await within(table()).findAllByText(XSS);
    const { dialog } = await openReview(XSS);
    expect((await within(dialog).findAllByText(new RegExp(XSS.slice(0, 12)))).length).toBeGreaterThan(1);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
