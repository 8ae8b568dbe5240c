/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast } from "sonner";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import type { AdminSectionSlug } from "@/components/admin/sections/slugs";
import { SendMailSection } from "@/components/admin/sections/send-mail/send-mail-section";
import { UsersSection } from "@/components/admin/sections/users/users-section";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
};
const XSS = `<img src=x onerror="window.__xss=1">`;
const NEEDS_CONTENT = "Please enter email subject and body";
const NEEDS_RECIPIENT = "Please select at least one recipient";
const SEND_FAILED = "Could not send email. Please try again.";

const person = (id: number, name: string) => ({
  id,
  name,
  email: `user${id}@example.com`,
  phone: "+12015550123",
  role: "INVESTOR",
  isVerified: true,
  emailVerified: true,
  balance: 0,
  mainBalance: 0,
  balances: { BITCOIN: 0, ETHEREUM: 0, USDT: 0, USDC: 0 },
  createdAt: "2026-03-01T10:30:00.000Z",
});
const page = (users: unknown[], total = users.length) => ok({ users, pagination: { total } });
const sentReply = (body: unknown) => {
  const n = (body as { recipients: string[] }).recipients.length;
  return ok({ message: `Email sent to ${n} recipient(s)`, sent: n, failed: [] });
};

type Handler = Reply | { pending: true } | ((body: unknown, url: URL) => Reply);

function renderSection(routes: Record<string, Handler> = {}) {
  const api = mockApi({
    "GET /api/users": (_b, url) =>
      url.searchParams.get("offset") === "10"
        ? page([person(14, "Page Two")], 11)
        : page([person(4, "Jane Doe"), person(5, "Bob Stone")], 11),
    "POST /api/email": sentReply,
    ...routes,
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <SendMailSection />
    </AdminDashboardProvider>,
  );
  return { api, user: userEvent.setup() };
}

beforeEach(() => goTo("/admin/dashboard?section=send-mail"));
// Sonner's store outlives a test: a toast left from the last test would hold the next one back.
afterEach(() => toast.dismiss());

const subject = () => screen.getByRole("textbox", { name: "Subject" });
const message = () => screen.getByRole("textbox", { name: "Message" });
const sendButton = () => screen.getByRole("button", { name: "Send Email" });
const usersList = () => screen.getByRole("list", { name: "Users" });

async function compose(user: ReturnType<typeof userEvent.setup>) {
  await user.type(subject(), "Maintenance");
  await user.type(message(), "We upgrade on Sunday.");
}

describe("Send Mail: validation", () => {
  test("subject and body come first, then a recipient; nothing is sent", async () => {
    const { api, user } = renderSection();
    await user.type(screen.getByRole("textbox", { name: "Recipient email" }), "jane@example.com");
    await user.click(sendButton());
    expect(await screen.findByText(NEEDS_CONTENT)).toBeInTheDocument();
    await compose(user);
    await user.clear(screen.getByRole("textbox", { name: "Recipient email" }));
    await user.click(sendButton());
    expect(await screen.findByText(NEEDS_RECIPIENT)).toBeInTheDocument();
    expect(api.sent("POST /api/email")).toHaveLength(0);
  });

  test("multiple mode with nobody ticked: 'Please select at least one recipient'", async () => {
    const { api, user } = renderSection();
    await user.click(screen.getByRole("radio", { name: "Multiple recipients" }));
    await compose(user);
    await user.click(sendButton());
    expect(await screen.findByText(NEEDS_RECIPIENT)).toBeInTheDocument();
    expect(api.sent("POST /api/email")).toHaveLength(0);
  });
});

describe("Send Mail: single recipient", () => {
  test("a one-item list; 'Email sent to 1 recipient(s)' and the form empties", async () => {
    const { api, user } = renderSection();
    expect(screen.getByRole("radio", { name: "Single recipient" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "Recipient email" }), "jane@example.com");
    await compose(user);
    await user.click(sendButton());
    expect(await screen.findByText("Email sent to 1 recipient(s)")).toBeInTheDocument();
    expect(api.sent("POST /api/email")[0]!.body).toEqual({
      subject: "Maintenance",
      body: "We upgrade on Sunday.",
      recipients: ["jane@example.com"],
    });
    expect(subject()).toHaveValue("");
    expect(message()).toHaveValue("");
  });

  test("busy: 'Sending...', disabled, one request however often it is pressed", async () => {
    const { api, user } = renderSection({ "POST /api/email": { pending: true } });
    await user.type(screen.getByRole("textbox", { name: "Recipient email" }), "jane@example.com");
    await compose(user);
    await user.click(sendButton());
    const busy = screen.getByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent("POST /api/email")).toHaveLength(1);
  });

  test.each<[string, Reply]>([
    ["a 502", fail(502, SEND_FAILED)],
    ["a 500 without a message", { status: 500, body: {} }],
    ["no answer", { networkError: true }],
  ])("%s: 'Could not send email. Please try again.'", async (_case, reply) => {
    const { user } = renderSection({ "POST /api/email": reply });
    await user.type(screen.getByRole("textbox", { name: "Recipient email" }), "jane@example.com");
    await compose(user);
    await user.click(sendButton());
    expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument();
  });

  test("a malformed address is caught before sending, with the route's own message", async () => {
    const { api, user } = renderSection();
    await user.type(screen.getByRole("textbox", { name: "Recipient email" }), "not-an-address");
    await compose(user);
    await user.click(sendButton());
    expect(await screen.findByText("Every recipient must be a valid e-mail address")).toBeInTheDocument();
    expect(api.sent("POST /api/email")).toHaveLength(0);
  });
});

describe("Send Mail: multiple recipients", () => {
  test("a selectable list from the server, searched with q; the selection survives paging", async () => {
    const { api, user } = renderSection();
    await user.click(screen.getByRole("radio", { name: "Multiple recipients" }));
    await within(usersList()).findByText("Jane Doe");
    expect(api.sent("GET /api/users")[0]!.search).toBe("?limit=10&offset=0");
    await user.click(within(usersList()).getByRole("checkbox", { name: /Jane Doe/ }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await within(usersList()).findByText("Page Two");
    await user.click(within(usersList()).getByRole("checkbox", { name: /Page Two/ }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Selected recipients" })).toHaveTextContent("Jane DoePage Two");

    await user.type(screen.getByRole("searchbox"), "bob");
    await waitFor(() => expect(api.sent("GET /api/users").at(-1)!.search).toBe("?limit=10&offset=0&q=bob"));

    await compose(user);
    await user.click(sendButton());
    expect(await screen.findByText("Email sent to 2 recipient(s)")).toBeInTheDocument();
    expect(api.sent("POST /api/email")[0]!.body).toMatchObject({
      recipients: ["user4@example.com", "user14@example.com"],
    });
    expect(screen.getByText("0 selected")).toBeInTheDocument();
  });

  test("loading: a placeholder while the list is on its way", async () => {
    const first = renderSection({ "GET /api/users": { pending: true } });
    await first.user.click(screen.getByRole("radio", { name: "Multiple recipients" }));
    expect(screen.getByRole("status", { name: "Loading users" })).toBeInTheDocument();
  });

  test("no users: 'No users found'", async () => {
    const { user } = renderSection({ "GET /api/users": page([]) });
    await user.click(screen.getByRole("radio", { name: "Multiple recipients" }));
    expect(await screen.findByText("No users found")).toBeInTheDocument();
  });

  test("a failed list says 'Failed to fetch users'", async () => {
    const { user } = renderSection({ "GET /api/users": { status: 500, body: {} } });
    await user.click(screen.getByRole("radio", { name: "Multiple recipients" }));
    expect(await screen.findByText("Failed to fetch users")).toBeInTheDocument();
  });

  test("a user's name is text: the stored-XSS name creates no element", async () => {
    const { user } = renderSection({ "GET /api/users": page([person(9, XSS)]) });
    await user.click(screen.getByRole("radio", { name: "Multiple recipients" }));
    expect(await within(usersList()).findByText(XSS)).toBeInTheDocument();
    await user.click(within(usersList()).getByRole("checkbox"));
    expect(screen.getByRole("button", { name: `Remove ${XSS}` })).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe("Send Mail from a user's row", () => {
  function Back() {
    const [section, setSection] = useState<AdminSectionSlug>("users");
    return (
      <AdminDashboardProvider value={{ admin, navigate: setSection }}>
        {section === "users" ? <UsersSection /> : <SendMailSection />}
      </AdminDashboardProvider>
    );
  }

  test("starts in single mode with that user's address", async () => {
    mockApi({
      "GET /api/users": page([person(4, "Jane Doe")]),
      "GET /api/users/count": ok({ users: 1 }),
      "GET /api/users/summary": ok({ verifiedUsers: 1, totalBalance: 0 }),
    });
    goTo("/admin/dashboard?section=users");
    const user = userEvent.setup();
    renderWithClient(<Back />);
    const table = screen.getByRole("table", { name: "Users" });
    await within(table).findByText("Jane Doe");
    await user.click(within(table).getByRole("button", { name: "Send mail to Jane Doe" }));
    expect(await screen.findByRole("textbox", { name: "Recipient email" })).toHaveValue("user4@example.com");
  });
});
