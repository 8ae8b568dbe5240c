/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { KycPanel } from "@/components/investor/panels/kyc/kyc-panel";
import { OverviewPanel } from "@/components/investor/panels/overview/overview-panel";
import type { SessionUser } from "@/lib/hooks/use-session";
import { queryKeys } from "@/lib/query-keys";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane: SessionUser = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR",
  isVerified: false,
};
const SUBMITTED = "Verification submitted successfully!";
const FAILED = "Submission failed. Please try again.";
const CAUTION = "You need to verify your account to gain full functionality.";
const PERSONAL_MESSAGES = [
  "First name is required",
  "Last name is required",
  "SSN is required",
  "City is required",
  "Phone is required",
  "Gender is required",
  "Address is required",
  "State/Province is required",
  "ZIP/Postal Code is required",
  "Date of birth is required",
];
const BANK_MESSAGES = [
  "Account holder name is required",
  "Bank name is required",
  "Account number is required",
  "Routing number is required",
  "Bank branch is required",
];
const DOCUMENT_MESSAGES = [
  "Document type is required",
  "Front of ID is required",
  "Back of ID is required",
  "Holding ID photo is required",
];

type Handler = Reply | { pending: true } | ((body: unknown) => Reply | Promise<Reply>);
type User = ReturnType<typeof userEvent.setup>;

function renderPanel(
  routes: { status?: Handler; submit?: Handler; extra?: Record<string, Handler> } = {},
  user: Partial<SessionUser> = {},
) {
  const api = mockApi({
    "GET /api/kyc": routes.status ?? ok({ status: "NONE" }),
    "POST /api/kyc": routes.submit ?? ok({ message: SUBMITTED, submission: { id: 1, status: "PENDING" } }),
    ...routes.extra,
  });
  const navigate = jest.fn();
  const view = renderWithClient(
    <InvestorDashboardProvider value={{ user: { ...jane, ...user }, navigate }}>
      <KycPanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate, view };
}

const image = (name: string, size = 2048, type = "image/png") =>
  new File([new Uint8Array(size)], name, { type });

const field = (label: string) => screen.getByLabelText(label);
const progress = () => screen.getByRole("progressbar", { name: "Verification progress" });
const errorTexts = () =>
  Array.from(screen.getByRole("dialog").querySelectorAll("[id$='-error']")).map((e) => e.textContent);

async function openWizard(user: User) {
  await user.click(await screen.findByRole("button", { name: "Start Verification" }));
  return screen.getByRole("dialog", { name: "Identity Verification" });
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(screen.getByRole("option", { name: option }));
}

async function fillPersonal(user: User) {
  await user.type(field("First Name"), "Jane");
  await user.type(field("Last Name"), "Doe");
  await user.type(field("SSN"), "123456789");
  await user.type(field("City"), "Austin");
  await user.type(field("Phone"), "+15125550100");
  await choose(user, "Gender", "Female");
  await user.type(field("Address"), "1 Main St");
  await user.type(field("State/Province"), "TX");
  await user.type(field("ZIP/Postal Code"), "73301");
  await user.type(field("Date of Birth"), "1990-05-01");
}

async function fillBank(user: User) {
  await user.type(field("Account Holder Name"), "Jane Doe");
  await user.type(field("Bank Name"), "First Bank");
  await user.type(field("Account Number"), "000123456789");
  await user.type(field("Routing Number"), "021000021");
  await user.type(field("Bank Branch"), "Downtown");
}

const FRONT = image("front.png");
const BACK = image("back.jpg", 4096, "image/jpeg");
const HOLDING = image("holding.png");

async function fillDocuments(user: User) {
  await choose(user, "Document Type", "Driver's License");
  await user.upload(field("Front of ID"), FRONT);
  await user.upload(field("Back of ID"), BACK);
  await user.upload(field("Photo Holding ID"), HOLDING);
}

async function fillAll(user: User) {
  await fillPersonal(user);
  await user.click(screen.getByRole("button", { name: "Next" }));
  await fillBank(user);
  await user.click(screen.getByRole("button", { name: "Next" }));
  await fillDocuments(user);
}

let urls = 0;
beforeEach(() => {
  goTo("/dashboard?panel=kyc");
  localStorage.clear();
  urls = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe("the page before a submission", () => {
  test("'Identity Verification Required', Start Verification and the link back to /dashboard", async () => {
    const { navigate } = renderPanel();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Identity Verification Required" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start Verification" })).toBeEnabled();
    const back = screen.getByRole("link", { name: "Back to Dashboard" });
    expect(back).toHaveAttribute("href", "/dashboard");
    await userEvent.setup().click(back);
    expect(navigate).toHaveBeenCalledWith("overview");
  });

  test("while the status loads: a skeleton, no Start button", async () => {
    renderPanel({ status: { pending: true } });
    expect(screen.queryByRole("button", { name: "Start Verification" })).not.toBeInTheDocument();
    expect(document.querySelector("[aria-busy='true'] .animate-pulse")).toBeInTheDocument();
  });

  test("a status that cannot be loaded is said, with Try again", async () => {
    renderPanel({ status: fail(500, "") });
    expect(await screen.findByText("Couldn't load your verification status.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("the wizard's steps", () => {
  test("personal-info: every required message, Next blocked, Previous disabled, 33%", async () => {
    const user = userEvent.setup();
    renderPanel();
    const dialog = await openWizard(user);
    expect(within(dialog).getByRole("form", { name: "Personal Information" })).toHaveAttribute(
      "id",
      "personal-info",
    );
    expect(progress()).toHaveAttribute("aria-valuenow", "33");
    expect(within(dialog).getByText("Typical verification takes less than 5 minutes")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(errorTexts()).toEqual(PERSONAL_MESSAGES);
    expect(progress()).toHaveAttribute("aria-valuenow", "33");
    expect(field("First Name")).toHaveFocus();
    expect(field("First Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("First Name")).toHaveAccessibleDescription("First name is required");
    expect(screen.getByRole("combobox", { name: "Gender" })).toHaveAccessibleDescription(
      "Gender is required",
    );

    // Editing a field clears its own message only.
    await user.type(field("First Name"), "Jane");
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(field("Last Name")).toHaveFocus();
    expect(progress()).toHaveAttribute("aria-valuenow", "33");
  });

  test("every gender and document-type option", async () => {
    const user = userEvent.setup();
    renderPanel();
    await openWizard(user);
    await user.click(screen.getByRole("combobox", { name: "Gender" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Male", "Female", "Other"]);
    await user.click(screen.getByRole("option", { name: "Other" }));
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillBank(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("combobox", { name: "Document Type" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Passport",
      "Driver's License",
      "National ID",
    ]);
  });

  test("bank-details at 67%, its messages, and Previous back to the kept personal values", async () => {
    const user = userEvent.setup();
    renderPanel();
    await openWizard(user);
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByRole("form", { name: "Bank Details" })).toHaveAttribute("id", "bank-details");
    expect(screen.getByRole("heading", { name: "Bank Details" })).toHaveFocus();
    expect(progress()).toHaveAttribute("aria-valuenow", "67");
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(errorTexts()).toEqual(BANK_MESSAGES);
    expect(field("Account Holder Name")).toHaveFocus();
    expect(progress()).toHaveAttribute("aria-valuenow", "67");

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(progress()).toHaveAttribute("aria-valuenow", "33");
    expect(field("First Name")).toHaveValue("Jane");
    expect(field("SSN")).toHaveValue("123456789");
    expect(screen.getByRole("combobox", { name: "Gender" })).toHaveTextContent("Female");
  });

  test("document-upload at 100%: its messages on Submit, and nothing is sent", async () => {
    const user = userEvent.setup();
    const { api } = renderPanel();
    await openWizard(user);
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillBank(user);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByRole("form", { name: "Document Upload" })).toHaveAttribute("id", "document-upload");
    expect(progress()).toHaveAttribute("aria-valuenow", "100");
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(errorTexts()).toEqual(DOCUMENT_MESSAGES);
    expect(screen.getByRole("combobox", { name: "Document Type" })).toHaveFocus();
    expect(api.sent("POST /api/kyc")).toHaveLength(0);
  });
});

describe("the ID photos", () => {
  async function toDocuments(user: User) {
    await openWizard(user);
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillBank(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
  }

  test("over 5MB and not JPEG/PNG are refused with the spec's messages and no preview", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = renderPanel();
    await toDocuments(user);
    expect(field("Front of ID")).toHaveAttribute("accept", "image/jpeg,image/png");

    await user.upload(field("Front of ID"), image("huge.png", 5 * 1024 * 1024 + 1));
    expect(field("Front of ID")).toHaveAccessibleDescription(
      expect.stringContaining("File size must be less than 5MB"),
    );
    await user.upload(field("Back of ID"), image("scan.pdf", 1000, "application/pdf"));
    expect(screen.getByText("Invalid file type (JPEG, PNG only)")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();

    await choose(user, "Document Type", "Passport");
    await user.upload(field("Photo Holding ID"), HOLDING);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("File size must be less than 5MB")).toBeInTheDocument();
    expect(screen.getByText("Invalid file type (JPEG, PNG only)")).toBeInTheDocument();
    expect(field("Front of ID")).toHaveFocus();
    expect(api.sent("POST /api/kyc")).toHaveLength(0);

    // A good photo replaces the refused one and its message.
    await user.upload(field("Front of ID"), FRONT);
    expect(screen.queryByText("File size must be less than 5MB")).not.toBeInTheDocument();
  });

  test("previews use object URLs, revoked when the photo changes and when the wizard goes away", async () => {
    const user = userEvent.setup();
    const { view } = renderPanel();
    await toDocuments(user);
    await user.upload(field("Front of ID"), FRONT);
    const preview = await screen.findByRole("img", { name: "Preview of Front of ID" });
    expect(preview).toHaveAttribute("src", "blob:preview-1");
    expect(URL.createObjectURL).toHaveBeenCalledWith(FRONT);
    expect(screen.getByText("Selected: front.png")).toBeInTheDocument();

    await user.upload(field("Front of ID"), image("front-2.png"));
    await waitFor(() => expect(preview).toHaveAttribute("src", "blob:preview-2"));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");

    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-2");
  });
});

describe("the draft in localStorage", () => {
  test("kept under kycFormData without the SSN, the account and routing numbers or the files; restored", async () => {
    const user = userEvent.setup();
    const first = renderPanel();
    await openWizard(user);
    await fillAll(user);

    const raw = localStorage.getItem("kycFormData");
    expect(raw).not.toBeNull();
    const draft = JSON.parse(raw!);
    expect(draft).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      gender: "female",
      dob: "1990-05-01",
      accountHolderName: "Jane Doe",
      bankName: "First Bank",
      branch: "Downtown",
      documentType: "drivers_license",
    });
    for (const secret of ["ssn", "accountNumber", "routingNumber", "frontId", "backId", "holdingId"])
      expect(draft).not.toHaveProperty(secret);
    for (const value of ["123456789", "000123456789", "021000021"]) expect(raw).not.toContain(value);

    first.view.unmount();
    renderPanel();
    await openWizard(user);
    expect(field("First Name")).toHaveValue("Jane");
    expect(field("Date of Birth")).toHaveValue("1990-05-01");
    expect(field("SSN")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Gender" })).toHaveTextContent("Female");
  });

  test("another account's draft on the same browser is not shown", async () => {
    localStorage.setItem("kycFormData", JSON.stringify({ userId: 99, firstName: "Mallory" }));
    const user = userEvent.setup();
    renderPanel();
    await openWizard(user);
    expect(field("First Name")).toHaveValue("");
  });
});

describe("Submit", () => {
  test("POST /api/kyc as multipart with every field and the three files; success, closed after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let status = "NONE";
    const { api } = renderPanel({
      status: () => ok({ status, submittedAt: status === "PENDING" ? "2026-03-10T10:00:00.000Z" : null }),
      submit: () => {
        status = "PENDING";
        return ok({ message: SUBMITTED, submission: { id: 1, status: "PENDING" } });
      },
      extra: { "GET /api/user": ok({ user: jane }) },
    });
    await openWizard(user);
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText(SUBMITTED)).toBeInTheDocument();
    const [call] = api.sent("POST /api/kyc");
    const sent = call!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      firstName: "Jane",
      lastName: "Doe",
      ssn: "123456789",
      city: "Austin",
      phone: "+15125550100",
      gender: "female",
      address: "1 Main St",
      state: "TX",
      zip: "73301",
      dob: "1990-05-01",
      accountHolderName: "Jane Doe",
      bankName: "First Bank",
      accountNumber: "000123456789",
      routingNumber: "021000021",
      branch: "Downtown",
      documentType: "drivers_license",
    });
    for (const [name, file] of [
      ["frontId", FRONT],
      ["backId", BACK],
      ["holdingId", HOLDING],
    ] as const) {
      const got = sent.get(name) as File;
      expect(got).toBeInstanceOf(File);
      expect([got.name, got.size, got.type]).toEqual([file.name, file.size, file.type]);
    }
    // fetch writes the multipart Content-Type (with its boundary) itself.
    const init = api.fetchMock.mock.calls.find(([, i]) => i?.method === "POST")![1]!;
    expect(init.headers).not.toHaveProperty("Content-Type");
    expect(localStorage.getItem("kycFormData")).toBeNull();

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const review = await screen.findByRole("heading", { name: "Verification under review" });
    expect(screen.queryByRole("button", { name: "Start Verification" })).not.toBeInTheDocument();
    // The Start button that opened the dialog is gone: focus lands on the status instead of the page's end.
    expect(review.closest("[tabindex='-1']")).toHaveFocus();
    expect(localStorage.getItem("kycFormData")).toBeNull();
  });

  test("busy while sending, and a second click sends nothing more", async () => {
    const user = userEvent.setup();
    const { api } = renderPanel({ submit: { pending: true } });
    await openWizard(user);
    await fillAll(user);
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(submit);
    await user.click(submit);
    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(api.sent("POST /api/kyc")).toHaveLength(1);
  });

  test("a failure says 'Submission failed. Please try again.' and keeps everything", async () => {
    const user = userEvent.setup();
    const { api } = renderPanel({ submit: { status: 500, body: {} } });
    await openWizard(user);
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByText("Selected: front.png")).toBeInTheDocument();
    expect(localStorage.getItem("kycFormData")).not.toBeNull();
    expect(api.sent("POST /api/kyc")).toHaveLength(1);
  });

  test("a refusal shows beside Submit, after every field: announced, scrolled into view, naming Submit", async () => {
    // The dialog scrolls; the message used to appear above the fields, out of sight of the Submit button.
    const UNAVAILABLE = "This feature is not available right now. Please try again later.";
    const scrolled = jest.spyOn(Element.prototype, "scrollIntoView");
    const user = userEvent.setup();
    renderPanel({ submit: fail(503, UNAVAILABLE) });
    const dialog = await openWizard(user);
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(UNAVAILABLE);
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toHaveAccessibleDescription(UNAVAILABLE);
    const follows = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(alert, submit)).toBe(true);
    const controls = Array.from(dialog.querySelectorAll("input, select, textarea, [role='combobox']"));
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(follows(control, alert)).toBe(true);
    expect(scrolled.mock.contexts.some((el) => (el as Element).contains(alert))).toBe(true);
    scrolled.mockRestore();
  });

  test("the server's field errors land on their fields; the wizard jumps to the first one's step", async () => {
    const user = userEvent.setup();
    renderPanel({
      submit: fail(400, "Please correct the highlighted fields", {
        errors: [
          { path: "routingNumber", message: "Routing number must be 9 digits" },
          { path: "ssn", message: "SSN must be 9 digits" },
        ],
      }),
    });
    await openWizard(user);
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("SSN must be 9 digits")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "33");
    expect(field("SSN")).toHaveFocus();
    expect(field("SSN")).toHaveAccessibleDescription("SSN must be 9 digits");
    expect(screen.getByText("Please correct the highlighted fields")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(field("Routing Number")).toHaveAccessibleDescription("Routing number must be 9 digits");
  });
});

describe("the status views", () => {
  test("PENDING: under review, since when, and no Start button", async () => {
    renderPanel({ status: ok({ status: "PENDING", submittedAt: "2026-03-10T10:00:00.000Z" }) });
    expect(await screen.findByRole("heading", { name: "Verification under review" })).toBeInTheDocument();
    expect(screen.getByText(/We received your documents on Mar 10, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start Verification" })).not.toBeInTheDocument();
  });

  test("REJECTED: the reason, and a new submission can start", async () => {
    const user = userEvent.setup();
    renderPanel({
      status: ok({
        status: "REJECTED",
        reason: "The photo is blurred",
        decidedAt: "2026-03-11T10:00:00.000Z",
      }),
    });
    expect(await screen.findByText("Reason: The photo is blurred")).toBeInTheDocument();
    expect(screen.getByText("Your last verification was not approved.")).toBeInTheDocument();
    await openWizard(user);
    expect(progress()).toHaveAttribute("aria-valuenow", "33");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Start Verification" })).toHaveFocus();
  });

  test("APPROVED (or an account already verified): verified, no Start button", async () => {
    renderPanel({ status: ok({ status: "APPROVED", decidedAt: "2026-03-11T10:00:00.000Z" }) });
    expect(await screen.findByRole("heading", { name: "Identity verified" })).toBeInTheDocument();
    expect(screen.getByText(/verified on Mar 11, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start Verification" })).not.toBeInTheDocument();
  });

  test("an account verified by an admin without documents counts as verified", async () => {
    renderPanel({}, { isVerified: true });
    expect(await screen.findByRole("heading", { name: "Identity verified" })).toBeInTheDocument();
  });

  test("a status change marks the session user stale, so the shell asks again (approval sets isVerified)", async () => {
    let status = "PENDING";
    const { view } = renderPanel({ status: () => ok({ status }) });
    await screen.findByRole("heading", { name: "Verification under review" });
    view.client.setQueryData(queryKeys.session, jane);
    await act(() => view.client.refetchQueries({ queryKey: queryKeys.kyc }));
    expect(view.client.getQueryState(queryKeys.session)?.isInvalidated).toBe(false);

    status = "APPROVED";
    await act(() => view.client.refetchQueries({ queryKey: queryKeys.kyc }));
    expect(await screen.findByRole("heading", { name: "Identity verified" })).toBeInTheDocument();
    expect(view.client.getQueryState(queryKeys.session)?.isInvalidated).toBe(true);
  });
});

describe("the Overview's caution banner", () => {
  function renderOverview(status: Reply, user: Partial<SessionUser> = {}) {
    const api = mockApi({
      "GET /api/kyc": status,
      "GET /api/users/main-balance": ok({ mainBalance: 0 }),
      "GET /api/users/balances": ok({
        balances: {
          Bitcoin: { bitcoinBalance: 0 },
          Ethereum: { ethereumBalance: 0 },
          Usdt: { usdtBalance: 0 },
          Usdc: { usdcBalance: 0 },
        },
        mainBalance: 0,
      }),
      "GET /api/users/transactions": ok({ transactions: [] }),
    });
    renderWithClient(
      <InvestorDashboardProvider value={{ user: { ...jane, ...user }, navigate: jest.fn() }}>
        <OverviewPanel />
      </InvestorDashboardProvider>,
    );
    return api;
  }

  test("says 'under review' while a submission is pending", async () => {
    renderOverview(ok({ status: "PENDING" }));
    expect(await screen.findByText(/Your identity verification is under review/)).toBeInTheDocument();
    expect(screen.queryByText(CAUTION, { exact: false })).not.toBeInTheDocument();
  });

  test("gives the reason after a rejection, with a link to submit again", async () => {
    renderOverview(ok({ status: "REJECTED", reason: "Expired passport" }));
    expect(await screen.findByText(/not approved \(Expired passport\)/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Submit again" })).toHaveAttribute(
      "href",
      "/dashboard?panel=kyc",
    );
  });

  test("keeps the spec's caution before any submission", async () => {
    const api = renderOverview(ok({ status: "NONE" }));
    expect(await screen.findByText(CAUTION, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(api.sent("GET /api/kyc")).toHaveLength(1));
  });

  test("is gone, and the status not even asked, once the account is verified", async () => {
    const api = renderOverview(ok({ status: "APPROVED" }), { isVerified: true });
    await screen.findByText("Here's a summary of your account.");
    expect(screen.queryByText(CAUTION, { exact: false })).not.toBeInTheDocument();
    expect(api.sent("GET /api/kyc")).toHaveLength(0);
  });
});
