/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NotificationsBell } from "@/components/notifications/notifications-bell";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

type Note = { id: number; title: string; content: string; createdAt: string; read: boolean };

const note = (id: number, title: string, read: boolean): Note => ({
  id,
  title,
  content: `${title} details`,
  createdAt: `2026-03-0${id}T14:05:00.000Z`,
  read,
});

const CAUGHT_UP = "You're all caught up.";
const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole("button", { name });
const panel = () => screen.getByRole("dialog", { name: "Notifications" });

/** A server whose notification list the test can change, and which marks them read as the real one does. */
function server(initial: Note[], { markFails }: { markFails?: Reply } = {}) {
  let notes = initial;
  const markOne = Object.fromEntries(
    initial.map((n) => [
      `POST /api/notifications/${n.id}/read`,
      () => {
        if (markFails) return markFails;
        notes = notes.map((m) => (m.id === n.id ? { ...m, read: true } : m));
        return ok({ message: "Notification marked as read" });
      },
    ]),
  );
  const api = mockApi({
    "GET /api/notifications": () => ok(notes),
    "POST /api/notifications/read-all": () => {
      notes = notes.map((n) => ({ ...n, read: true }));
      return ok({ message: "All notifications marked as read" });
    },
    ...markOne,
  });
  return { api, set: (next: Note[]) => (notes = next) };
}

afterEach(() => jest.useRealTimers());

describe("notifications bell", () => {
  test("counts unread ones in its accessible name and lists each with title, content and date", async () => {
    server([note(3, "Deposit received", false), note(2, "Plan matured", false), note(1, "Welcome", true)]);
    const user = userEvent.setup();
    renderWithClient(<NotificationsBell />);
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();

    await user.click(bell());
    const items = within(panel()).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Deposit received");
    expect(items[0]).toHaveTextContent("Deposit received details");
    expect(within(items[0]).getByText(/Mar 3, 2026/)).toBeInTheDocument();
    expect(within(items[2]).queryByRole("button", { name: /as read/ })).not.toBeInTheDocument();
    expect(within(panel()).queryByText(CAUGHT_UP)).not.toBeInTheDocument();
  });

  test("marks one as read", async () => {
    const s = server([note(2, "Deposit received", false), note(1, "Plan matured", false)]);
    const user = userEvent.setup();
    renderWithClient(<NotificationsBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));

    await user.click(within(panel()).getByRole("button", { name: "Mark as read: Plan matured" }));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    expect(s.api.sent("POST /api/notifications/1/read")).toHaveLength(1);
    expect(
      within(panel()).queryByRole("button", { name: "Mark as read: Plan matured" }),
    ).not.toBeInTheDocument();
    expect(within(panel()).getByRole("button", { name: "Mark as read: Deposit received" })).toBeEnabled();
  });

  test("marks all as read, and only then says it is all caught up", async () => {
    const s = server([note(2, "Deposit received", false), note(1, "Plan matured", false)]);
    const user = userEvent.setup();
    renderWithClient(<NotificationsBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    expect(within(panel()).queryByText(CAUGHT_UP)).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole("button", { name: "Mark all as read" }));
    expect(await within(panel()).findByText(CAUGHT_UP)).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName("Notifications");
    expect(s.api.sent("POST /api/notifications/read-all")).toHaveLength(1);
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(2);
    expect(within(panel()).queryByRole("button", { name: "Mark all as read" })).not.toBeInTheDocument();
  });

  test("a failed mark says so and leaves the count as it was", async () => {
    server([note(1, "Deposit received", false)], { markFails: fail(500, "Could not save") });
    const user = userEvent.setup();
    renderWithClient(<NotificationsBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(within(panel()).getByRole("button", { name: "Mark as read: Deposit received" }));
    expect(await screen.findByText("Could not save")).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName("Notifications, 1 unread");
  });

  test("polls every 30 seconds", async () => {
    jest.useFakeTimers();
    const s = server([note(1, "Deposit received", false)]);
    renderWithClient(<NotificationsBell />);
    const mountedAt = jest.now(); // the poll's clock starts when the bell mounts
    await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(s.api.sent("GET /api/notifications")).toHaveLength(1);

    s.set([note(3, "New plan", false), note(2, "Interest paid", false), note(1, "Deposit received", false)]);
    act(() => jest.advanceTimersByTime(29_999 - (jest.now() - mountedAt)));
    expect(s.api.sent("GET /api/notifications")).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeInTheDocument();
    expect(s.api.sent("GET /api/notifications")).toHaveLength(2);
  });

  test("each button's accessible name starts with the words it shows (speech input, axe's label-content-name-mismatch)", async () => {
    server([note(4, "Plan matured", false), note(3, "Deposit received", false), note(2, "Welcome", false)]);
    const user = userEvent.setup();
    renderWithClient(<NotificationsBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 3 unread" }));
    const buttons = within(panel()).getAllByRole("button");
    expect(buttons).toHaveLength(4); // Mark all as read, and one Mark as read per notification
    for (const button of buttons) {
      const shown = button.cloneNode(true) as HTMLElement;
      shown.querySelectorAll(".sr-only").forEach((el) => el.remove());
      const visible = shown.textContent!.trim();
      expect(visible).not.toBe("");
      expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${visible}`)));
      expect(button.getAttribute("aria-label") ?? visible).toMatch(new RegExp(`^${visible}`));
    }
  });

  test("with many notifications the panel keeps to the room below the bell and its list scrolls", async () => {
    server([1, 2, 3, 4, 5, 6].map((id) => note(id, `Notice ${id}`, false)));
    const user = userEvent.setup();
    renderWithClient(<NotificationsBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 6 unread" }));
    // Radix measures the room between the bell and the window's edge into this variable; the list is the part
    // that gives way (the layout itself is checked in a browser: tests/e2e/wide-tables.spec.ts).
    expect(panel()).toHaveClass("flex", "flex-col", "max-h-[var(--radix-popover-content-available-height)]");
    const list = within(panel()).getByRole("list").parentElement!;
    expect(list).toHaveClass("min-h-0", "flex-1", "overflow-y-auto");
  });

  test("a failed poll is ignored: the bell keeps what it had and shows no error", async () => {
    jest.useFakeTimers();
    let calls = 0;
    mockApi({
      "GET /api/notifications": () =>
        ++calls === 1
          ? ok([note(2, "Deposit received", false), note(1, "Plan matured", false)])
          : fail(500, "boom"),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithClient(<NotificationsBell />);
    await screen.findByRole("button", { name: "Notifications, 2 unread" });

    act(() => jest.advanceTimersByTime(30_000));
    await waitFor(() => expect(calls).toBe(2));
    expect(bell()).toHaveAccessibleName("Notifications, 2 unread");
    await user.click(bell());
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("with nothing loaded yet (first fetch failed) it never claims to be caught up", async () => {
    mockApi({ "GET /api/notifications": fail(500, "boom") });
    const user = userEvent.setup();
    renderWithClient(<NotificationsBell />);
    await user.click(bell("Notifications"));
    expect(await within(panel()).findByText("Notifications are unavailable right now.")).toBeInTheDocument();
    expect(screen.queryByText(CAUGHT_UP)).not.toBeInTheDocument();
  });
});
