/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { SupportPanel } from "@/components/investor/panels/support/support-panel";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR" as const,
  isVerified: true,
};
const SUCCESS = "Support ticket submitted successfully! We will get back to you soon.";
const REQUIRED = "Please fill in all required fields";

type TicketReply = { id: number; from: "ADMIN" | "INVESTOR"; message: string; createdAt: string };
type Ticket = {
  id: number;
  subject: string;
  message: string;
  priority: string;
  status: string;
  createdAt: string;
  replies: TicketReply[];
};
const ticket = (
  id: number,
  subject: string,
  priority: string,
  status: string,
  replies: TicketReply[] = [],
): Ticket => ({
  id,
  subject,
  message: `What I wrote about ${subject.toLowerCase()}`,
  priority,
  status,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  replies,
});
const TWO = [
  ticket(2, "Withdrawal pending", "urgent", "ANSWERED"),
  ticket(1, "Plan question", "low", "OPEN"),
];

type Handler = Reply | { pending: true } | ((body: unknown) => Reply | Promise<Reply>);
function renderPanel(routes: { list?: Handler; submit?: Handler; replies?: Record<string, Handler> } = {}) {
  const api = mockApi({
    "GET /api/support-ticket": routes.list ?? ok({ tickets: [] }),
    "POST /api/support-ticket": routes.submit ?? ok({ message: SUCCESS, ticket: { id: 9 } }),
    ...routes.replies,
  });
  renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate: jest.fn() }}>
      <SupportPanel />
    </InvestorDashboardProvider>,
  );
  return api;
}

const subject = () => screen.getByRole("textbox", { name: "Subject" });
const message = () => screen.getByRole("textbox", { name: "Message" });
const priority = () => screen.getByRole("combobox", { name: "Priority" });
const submitButton = () => screen.getByRole("button", { name: "Submit Ticket" });
const ticketsTable = () => screen.getByRole("table", { name: "Your Tickets" });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(subject(), "Cannot withdraw");
  await user.type(message(), "My withdrawal has been pending for 3 days.");
}

beforeEach(() => goTo("/dashboard?panel=support"));

describe("Support panel: contact information (Support)", () => {
  test("email, phone, business hours and response time", async () => {
    renderPanel();
    const info = screen.getByRole("region", { name: "Contact Information" });
    expect(within(info).getByRole("link", { name: "support@apex.finance" })).toHaveAttribute(
      "href",
      "mailto:support@apex.finance",
    );
    expect(within(info).getByRole("link", { name: /\+1 \(716\)/ })).toHaveAttribute(
      "href",
      "tel:+17165550142",
    );
    expect(info).toHaveTextContent("Mon-Fri 9AM-6PM EST");
    expect(info).toHaveTextContent("within 24 hours");
  });
});

describe("Support panel: ticket form", () => {
  test("priority defaults to Medium and offers Low, Medium, High, Urgent", async () => {
    renderPanel();
    const user = userEvent.setup();
    expect(priority()).toHaveTextContent("Medium");
    await user.click(priority());
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Low",
      "Medium",
      "High",
      "Urgent",
    ]);
  });

  test("blank subject or message: 'Please fill in all required fields' and nothing is sent", async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    expect(subject()).toHaveAttribute("aria-invalid", "true");
    expect(message()).toHaveAttribute("aria-invalid", "true");
    expect(subject()).toHaveFocus();

    await user.type(subject(), "   ");
    await user.type(message(), "Help");
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(1));
    expect(subject()).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("POST /api/support-ticket")).toHaveLength(0);
  });

  test("success: sends subject, message, priority and userId, shows the spec's text, clears the form and refreshes the list", async () => {
    let release: (r: Reply) => void = () => {};
    let listCalls = 0;
    const api = renderPanel({
      list: () => ok({ tickets: ++listCalls === 1 ? [] : [ticket(9, "Cannot withdraw", "high", "OPEN")] }),
      submit: () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    expect(await screen.findAllByText("No tickets yet")).not.toHaveLength(0);
    await fillForm(user);
    await user.click(priority());
    await user.click(screen.getByRole("option", { name: "High" }));
    await user.click(submitButton());

    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect(busy).toBeDisabled();
    expect(subject()).toBeDisabled();
    // A second press while the first is out sends nothing more.
    await user.click(busy);
    expect(api.sent("POST /api/support-ticket")).toHaveLength(1);
    expect(api.sent("POST /api/support-ticket")[0]!.body).toEqual({
      subject: "Cannot withdraw",
      message: "My withdrawal has been pending for 3 days.",
      priority: "high",
      userId: 7,
    });

    release(ok({ message: SUCCESS, ticket: { id: 9 } }));
    expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS);
    expect(subject()).toHaveValue("");
    expect(message()).toHaveValue("");
    expect(priority()).toHaveTextContent("Medium");
    await waitFor(() => expect(within(ticketsTable()).getByText("Cannot withdraw")).toBeInTheDocument());
    expect(api.sent("GET /api/support-ticket")).toHaveLength(2);
  });

  test.each([
    [
      "the server's message when it gives one",
      fail(429, "Too many support tickets."),
      "Too many support tickets.",
    ],
    [
      "'Failed to submit ticket. Please try again.' otherwise",
      { status: 502, body: "" },
      "Failed to submit ticket. Please try again.",
    ],
    [
      "'Please log in to submit a support ticket' when the session is gone",
      fail(401, "Authentication required"),
      "Please log in to submit a support ticket",
    ],
  ])("failure shows %s and keeps what was typed", async (_label, reply, text) => {
    renderPanel({ submit: reply as Reply });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(subject()).toHaveValue("Cannot withdraw");
    expect(submitButton()).toBeEnabled();
  });

  test("server field errors show next to their field", async () => {
    renderPanel({
      submit: fail(400, "Subject must be at most 200 characters", {
        errors: [{ path: "subject", message: "Subject must be at most 200 characters" }],
      }),
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(subject()).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Subject must be at most 200 characters")).toHaveLength(2);
  });
});

describe("Support panel: your tickets", () => {
  test("loading: skeleton rows, no empty text", () => {
    renderPanel({ list: { pending: true } });
    expect(ticketsTable().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("No tickets yet")).not.toBeInTheDocument();
  });

  test("empty: 'No tickets yet'", async () => {
    renderPanel();
    expect((await screen.findAllByText("No tickets yet")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Tickets you submit appear here.").length).toBeGreaterThan(0);
  });

  test("rows: subject, priority, status and date, newest first", async () => {
    renderPanel({ list: ok({ tickets: TWO }) });
    await waitFor(() => expect(within(ticketsTable()).getAllByRole("row")).toHaveLength(3));
    const rows = within(ticketsTable()).getAllByRole("row");
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Subject", "Priority", "Status", "Date", "Conversation"]);
    const cells = within(rows[1]!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(["Withdrawal pending", "Urgent", "Answered"]);
    expect(cells[3]).toMatch(/^Mar 2, 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(within(rows[2]!).getByText("Open")).toHaveClass("bg-amber-100");
    expect(screen.getByText("Showing 1 to 2 of 2 tickets")).toBeInTheDocument();
  });

  test("error: says so and Try again fetches again", async () => {
    let calls = 0;
    renderPanel({ list: () => (++calls === 1 ? fail(500, "Database down") : ok({ tickets: TWO })) });
    const user = userEvent.setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load your tickets");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(ticketsTable()).findByText("Plan question")).toBeInTheDocument();
  });
});

describe("Support panel: a ticket's conversation", () => {
  const SUPPORT_SAYS: TicketReply = {
    id: 31,
    from: "ADMIN",
    message: "We released it today.\nIt should arrive within 24 hours.",
    createdAt: "2026-03-03T09:00:00.000Z",
  };
  const dialog = () => screen.getByRole("dialog", { name: "Withdrawal pending" });
  const conversation = () => within(dialog()).getByRole("list", { name: "Conversation" });
  const replyBox = () => within(dialog()).getByRole("textbox", { name: "Your reply" });

  async function openTicket(user: ReturnType<typeof userEvent.setup>) {
    const view = await within(ticketsTable()).findByRole("button", {
      name: "View conversation: Withdrawal pending",
    });
    await user.click(view);
    return view;
  }

  test("View shows what the investor wrote and support's answer, oldest first; Escape returns to View", async () => {
    renderPanel({
      list: ok({ tickets: [ticket(2, "Withdrawal pending", "urgent", "ANSWERED", [SUPPORT_SAYS])] }),
    });
    const user = userEvent.setup();
    expect(await within(ticketsTable()).findByText("1 reply")).toBeInTheDocument();
    const view = await openTicket(user);
    // The dialog itself takes focus, not the reply box (a phone's keyboard would cover the thread).
    await waitFor(() => expect(dialog()).toHaveFocus());
    const messages = within(conversation()).getAllByRole("listitem");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent("You");
    expect(messages[0]).toHaveTextContent("What I wrote about withdrawal pending");
    expect(messages[1]).toHaveTextContent("Support");
    expect(messages[1]!.querySelector("p")!.textContent).toBe(SUPPORT_SAYS.message);
    expect(within(messages[1]!).getByText(/Mar 3, 2026/)).toHaveAttribute("datetime", SUPPORT_SAYS.createdAt);
    expect(within(dialog()).getByText("Answered")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(view).toHaveFocus());
  });

  test("a reply is sent once while busy, then joins the thread, the box clears and 'Reply sent' is said", async () => {
    let release: (r: Reply) => void = () => {};
    let replies: TicketReply[] = [SUPPORT_SAYS];
    const api = renderPanel({
      list: () =>
        ok({
          tickets: [
            ticket(2, "Withdrawal pending", "urgent", replies.length > 1 ? "OPEN" : "ANSWERED", replies),
          ],
        }),
      replies: {
        "POST /api/support-ticket/2/replies": () => new Promise<Reply>((resolve) => (release = resolve)),
      },
    });
    const user = userEvent.setup();
    await openTicket(user);
    await user.type(replyBox(), "Thank you, it has arrived.");
    await user.click(within(dialog()).getByRole("button", { name: "Send Reply" }));
    const busy = await within(dialog()).findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(replyBox()).toBeDisabled();
    await user.click(busy);
    expect(api.sent("POST /api/support-ticket/2/replies")).toHaveLength(1);
    expect(api.sent("POST /api/support-ticket/2/replies")[0]!.body).toEqual({
      message: "Thank you, it has arrived.",
    });

    const mine: TicketReply = {
      id: 32,
      from: "INVESTOR",
      message: "Thank you, it has arrived.",
      createdAt: "2026-03-03T10:00:00.000Z",
    };
    replies = [SUPPORT_SAYS, mine];
    release(ok({ message: "Reply sent", reply: mine, ticket: { id: 2, status: "OPEN" } }));
    await waitFor(() => expect(within(dialog()).getByRole("status")).toHaveTextContent("Reply sent"));
    const messages = within(conversation()).getAllByRole("listitem");
    expect(messages.map((m) => m.querySelector("p")!.textContent)).toEqual([
      "What I wrote about withdrawal pending",
      SUPPORT_SAYS.message,
      "Thank you, it has arrived.",
    ]);
    expect(within(dialog()).getByText("Open")).toBeInTheDocument();
    expect(replyBox()).toHaveValue("");
    expect(replyBox()).toBeEnabled();
  });

  test("a blank reply is refused under the field and nothing is sent", async () => {
    const api = renderPanel({ list: ok({ tickets: [ticket(2, "Withdrawal pending", "urgent", "OPEN")] }) });
    const user = userEvent.setup();
    await openTicket(user);
    await user.type(replyBox(), "   ");
    await user.click(within(dialog()).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog()).findByText(REQUIRED)).toBeInTheDocument();
    expect(replyBox()).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("POST /api/support-ticket/2/replies")).toHaveLength(0);
  });

  test.each([
    ["the server's message", fail(429, "Too many replies."), "Too many replies."],
    [
      "'Failed to send reply. Please try again.' otherwise",
      { status: 502, body: "" },
      "Failed to send reply. Please try again.",
    ],
  ])("a refused reply shows %s beside the button and keeps the text", async (_label, reply, text) => {
    renderPanel({
      list: ok({ tickets: [ticket(2, "Withdrawal pending", "urgent", "OPEN")] }),
      replies: { "POST /api/support-ticket/2/replies": reply as Reply },
    });
    const user = userEvent.setup();
    await openTicket(user);
    await user.type(replyBox(), "Any news?");
    const send = within(dialog()).getByRole("button", { name: "Send Reply" });
    await user.click(send);
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(text);
    // At the button that was pressed, where the user is looking, and named by it.
    expect(send).toHaveAccessibleDescription(text);
    expect(replyBox()).toHaveValue("Any news?");
    expect(send).toBeEnabled();
  });

  test("a closed ticket shows its conversation and says why there is no reply box", async () => {
    renderPanel({
      list: ok({ tickets: [ticket(2, "Withdrawal pending", "urgent", "CLOSED", [SUPPORT_SAYS])] }),
    });
    const user = userEvent.setup();
    await openTicket(user);
    expect(within(conversation()).getAllByRole("listitem")).toHaveLength(2);
    expect(within(dialog()).queryByRole("textbox")).not.toBeInTheDocument();
    expect(dialog()).toHaveTextContent(
      "This ticket is closed. Please submit a new ticket if you need more help.",
    );
  });

  test("a reply with markup renders as text", async () => {
    const XSS = `<img src=x onerror="window.__xss=1">`;
    renderPanel({
      list: ok({
        tickets: [ticket(2, "Withdrawal pending", "urgent", "ANSWERED", [{ ...SUPPORT_SAYS, message: XSS }])],
      }),
    });
    const user = userEvent.setup();
    await openTicket(user);
    expect(within(conversation()).getByText(XSS)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });
});

describe("Support panel: FAQ accordion", () => {
  const questions = () =>
    within(screen.getByRole("region", { name: "Frequently Asked Questions" })).getAllByRole("button");

  test("three questions, answers hidden until opened, each button controlling its answer", async () => {
    renderPanel();
    const user = userEvent.setup();
    expect(questions().map((b) => b.textContent)).toEqual([
      "How do I reset my password?",
      "How long do withdrawals take?",
      "Is my data secure?",
    ]);
    for (const q of questions()) expect(q).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/24-48 hours/)).not.toBeVisible();

    await user.click(questions()[1]!);
    expect(questions()[1]).toHaveAttribute("aria-expanded", "true");
    const answer = document.getElementById(questions()[1]!.getAttribute("aria-controls")!)!;
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent("24-48 hours");
    expect(screen.getByRole("region", { name: "How long do withdrawals take?" })).toBe(answer);

    await user.click(questions()[1]!);
    expect(questions()[1]).toHaveAttribute("aria-expanded", "false");
    expect(answer).not.toBeVisible();
  });

  test("keyboard: Enter and Space toggle; arrows, Home and End move between questions", async () => {
    renderPanel();
    const user = userEvent.setup();
    const [first, second, third] = questions();
    first!.focus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "How do I reset my password?" })).toHaveTextContent(
      "Forgot your password?",
    );

    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(third).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(third).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
  });
});
