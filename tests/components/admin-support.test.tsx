/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { SupportSection } from "@/components/admin/sections/support/support-section";
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

type TicketReply = { id: number; from: "ADMIN" | "INVESTOR"; message: string; createdAt: string };
type Ticket = {
  id: number;
  subject: string;
  message: string;
  priority: string;
  status: string;
  createdAt: string;
  user: { id: number; name: string; email: string };
  replies: TicketReply[];
};
const ticket = (id: number, extra: Partial<Ticket> = {}): Ticket => ({
  id,
  subject: `Problem ${id}`,
  message: `Details of problem ${id}\nsecond line`,
  priority: "medium",
  status: "OPEN",
  createdAt: "2026-03-01T10:00:00.000Z",
  user: { id: 100 + id, name: `Investor ${id}`, email: `investor${id}@example.com` },
  replies: [],
  ...extra,
});

const page = (tickets: Ticket[], total = tickets.length) => ok({ tickets, pagination: { total } });

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <SupportSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Support Tickets" });
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  new URLSearchParams(api.sent("GET /api/admin/support-tickets").at(-1)!.search);

beforeEach(() => goTo("/admin/dashboard?section=support"));

describe("Support section (admin, beyond the spec)", () => {
  test("loading, empty and error states", async () => {
    mockApi({ "GET /api/admin/support-tickets": { pending: true } });
    const first = renderWithClient(<SupportSection />);
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    first.unmount();

    mockApi({ "GET /api/admin/support-tickets": page([]) });
    const second = renderWithClient(<SupportSection />);
    expect((await screen.findAllByText("No support tickets found")).length).toBeGreaterThan(0);
    second.unmount();

    mockApi({ "GET /api/admin/support-tickets": fail(500, "") });
    renderWithClient(<SupportSection />);
    expect(await screen.findByText("Failed to fetch support tickets")).toBeInTheDocument();
  });

  test("the tickets as the server orders them, 10 a page, with user, priority and status", async () => {
    const api = renderSection({
      "GET /api/admin/support-tickets": (_b, url) => {
        const offset = Number(url.searchParams.get("offset"));
        return page(
          offset === 0 ? [ticket(3, { priority: "urgent" }), ticket(2, { status: "ANSWERED" })] : [ticket(1)],
          11,
        );
      },
    });
    const user = userEvent.setup();
    await within(table()).findByText("Problem 3");
    const rows = within(table()).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[1]!.textContent)).toEqual([
      "Problem 3",
      "Problem 2",
    ]);
    expect(within(rows[0]!).getAllByRole("cell")[2]).toHaveTextContent("Investor 3investor3@example.com");
    expect(within(rows[0]!).getAllByRole("cell")[3]).toHaveTextContent("Urgent");
    expect(within(rows[1]!).getAllByRole("cell")[4]).toHaveTextContent("Answered");
    expect(lastQuery(api).get("limit")).toBe("10");
    expect(lastQuery(api).get("offset")).toBe("0");

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await within(table()).findByText("Problem 1");
    expect(lastQuery(api).get("offset")).toBe("10");
  });

  test("status and priority filters go to the server and start again at page 1", async () => {
    const api = renderSection({ "GET /api/admin/support-tickets": page([ticket(1)], 30) });
    const user = userEvent.setup();
    await within(table()).findByText("Problem 1");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(lastQuery(api).get("offset")).toBe("10"));

    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    await user.click(await screen.findByRole("option", { name: "Open" }));
    await waitFor(() => expect(lastQuery(api).get("status")).toBe("OPEN"));
    expect(lastQuery(api).get("offset")).toBe("0");

    await user.click(screen.getByRole("combobox", { name: "Filter by priority" }));
    await user.click(await screen.findByRole("option", { name: "High" }));
    await waitFor(() => expect(lastQuery(api).get("priority")).toBe("high"));
    expect(lastQuery(api).get("status")).toBe("OPEN");
    expect(window.location.search).toContain("priority=high");
  });

  test("opening a ticket shows its message; Mark as Answered sends PUT { status } and the status follows", async () => {
    let status = "OPEN";
    let finish!: (r: Reply) => void;
    const api = renderSection({
      "GET /api/admin/support-tickets": () => page([ticket(4, { status })]),
      "PUT /api/admin/support-tickets/4": () => new Promise<Reply>((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Problem 4");
    const opener = within(table()).getByRole("button", { name: "Open ticket 4" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Problem 4" });
    expect(dialog).toHaveTextContent("Details of problem 4");
    expect(dialog).toHaveTextContent("Investor 4");
    const answer = within(dialog).getByRole("button", { name: "Mark as Answered" });
    const close = within(dialog).getByRole("button", { name: "Close Ticket" });
    await user.dblClick(answer);
    expect(answer).toBeDisabled();
    expect(close).toBeDisabled();
    expect(api.sent("PUT /api/admin/support-tickets/4")).toHaveLength(1);
    expect(api.sent("PUT /api/admin/support-tickets/4")[0]!.body).toEqual({ status: "ANSWERED" });

    status = "ANSWERED";
    await act(async () => finish(ok({ message: "Ticket updated" })));
    expect(await screen.findByText("Ticket marked as answered")).toBeInTheDocument();
    expect(within(dialog).getByText("Answered")).toBeInTheDocument();
    expect(answer).toBeDisabled();
    expect(close).toBeEnabled();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test("a refused update shows the server's message", async () => {
    renderSection({
      "GET /api/admin/support-tickets": page([ticket(4)]),
      "PUT /api/admin/support-tickets/4": fail(404, "Ticket not found"),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Problem 4");
    await user.click(within(table()).getByRole("button", { name: "Open ticket 4" }));
    await user.click(screen.getByRole("button", { name: "Close Ticket" }));
    expect(await screen.findByText("Ticket not found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close Ticket" })).toBeEnabled();
  });

  test("the dialog shows the thread; a reply is sent once, joins it and the ticket reads Answered", async () => {
    const theirs: TicketReply = {
      id: 51,
      from: "INVESTOR",
      message: "Any news?",
      createdAt: "2026-03-01T12:00:00.000Z",
    };
    const ours: TicketReply = {
      id: 52,
      from: "ADMIN",
      message: "Yes: it was sent today.",
      createdAt: "2026-03-01T13:00:00.000Z",
    };
    let replies = [theirs];
    let finish!: (r: Reply) => void;
    const api = renderSection({
      "GET /api/admin/support-tickets": () =>
        page([ticket(4, { status: replies.length > 1 ? "ANSWERED" : "OPEN", replies })]),
      "POST /api/admin/support-tickets/4/replies": () => new Promise<Reply>((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Problem 4");
    await user.click(within(table()).getByRole("button", { name: "Open ticket 4" }));
    const dialog = screen.getByRole("dialog", { name: "Problem 4" });
    const thread = () => within(dialog).getByRole("list", { name: "Conversation" });
    const texts = () =>
      within(thread())
        .getAllByRole("listitem")
        .map((m) => m.querySelector("p")!.textContent);
    expect(texts()).toEqual(["Details of problem 4\nsecond line", "Any news?"]);
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(within(thread()).getAllByText("Investor 4")).toHaveLength(2);

    await user.type(within(dialog).getByRole("textbox", { name: "Your reply" }), ours.message);
    await user.dblClick(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(within(dialog).getByRole("button", { name: "Sending..." })).toBeDisabled();
    // The status buttons wait for the reply, which sets the status itself.
    expect(within(dialog).getByRole("button", { name: "Mark as Answered" })).toBeDisabled();
    expect(api.sent("POST /api/admin/support-tickets/4/replies")).toHaveLength(1);
    expect(api.sent("POST /api/admin/support-tickets/4/replies")[0]!.body).toEqual({ message: ours.message });

    replies = [theirs, ours];
    await act(async () =>
      finish(ok({ message: "Reply sent", reply: ours, ticket: { id: 4, status: "ANSWERED" } })),
    );
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("Reply sent"));
    expect(texts()).toEqual(["Details of problem 4\nsecond line", "Any news?", ours.message]);
    expect(within(thread()).getByText("Support")).toBeInTheDocument();
    expect(within(dialog).getByText("Answered")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Mark as Answered" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Close Ticket" })).toBeEnabled();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(within(table()).getByText("Answered")).toBeInTheDocument());
    expect(within(table()).getByText("2 replies")).toBeInTheDocument();
  });

  test("a reply to a ticket that has left the filtered page still joins the open thread", async () => {
    goTo("/admin/dashboard?section=support&status=OPEN");
    let answered = false;
    const ours: TicketReply = {
      id: 61,
      from: "ADMIN",
      message: "Done.",
      createdAt: "2026-03-02T08:00:00.000Z",
    };
    renderSection({
      "GET /api/admin/support-tickets": () => page(answered ? [] : [ticket(6)]),
      "POST /api/admin/support-tickets/6/replies": () => {
        answered = true;
        return ok({ message: "Reply sent", reply: ours, ticket: { id: 6, status: "ANSWERED" } });
      },
    });
    const user = userEvent.setup();
    await within(table()).findByText("Problem 6");
    await user.click(within(table()).getByRole("button", { name: "Open ticket 6" }));
    const dialog = screen.getByRole("dialog", { name: "Problem 6" });
    await user.type(within(dialog).getByRole("textbox", { name: "Your reply" }), "Done.");
    await user.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog).findByText("Done.")).toBeInTheDocument();
    expect(within(dialog).getByText("Answered")).toBeInTheDocument();
  });

  test("a refused reply shows the server's message beside the button and keeps the text", async () => {
    renderSection({
      "GET /api/admin/support-tickets": page([ticket(4)]),
      "POST /api/admin/support-tickets/4/replies": fail(404, "Support ticket not found"),
    });
    const user = userEvent.setup();
    await within(table()).findByText("Problem 4");
    await user.click(within(table()).getByRole("button", { name: "Open ticket 4" }));
    const dialog = screen.getByRole("dialog", { name: "Problem 4" });
    const box = within(dialog).getByRole("textbox", { name: "Your reply" });
    await user.type(box, "Hello");
    await user.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Support ticket not found");
    expect(within(dialog).getByRole("button", { name: "Send Reply" })).toHaveAccessibleDescription(
      "Support ticket not found",
    );
    expect(box).toHaveValue("Hello");
  });

  test("a subject, message and user name with markup render as text", async () => {
    renderSection({
      "GET /api/admin/support-tickets": page([
        ticket(5, { subject: XSS, message: XSS, user: { id: 9, name: XSS, email: "x@example.com" } }),
      ]),
    });
    const user = userEvent.setup();
    expect((await within(table()).findAllByText(XSS)).length).toBe(2);
    await user.click(within(table()).getByRole("button", { name: "Open ticket 5" }));
    expect(within(screen.getByRole("dialog")).getAllByText(XSS).length).toBeGreaterThan(0);
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
