/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { NotificationsSection } from "@/components/admin/sections/notifications/notifications-section";
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

type Item = { id: number; title: string; content: string; createdAt: string; updatedAt: string };
const item = (id: number, title = `Notice ${id}`): Item => ({
  id,
  title,
  content: `Content of notice ${id}`,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
});

/** A server holding `store`, newest (highest id) first, paged by page and limit as the route does. */
function serverOf(store: Item[]) {
  return (_body: unknown, url: URL): Reply => {
    const page = Number(url.searchParams.get("page"));
    const limit = Number(url.searchParams.get("limit"));
    const sorted = [...store].sort((a, b) => b.id - a.id);
    return ok({
      notifications: sorted.slice((page - 1) * limit, page * limit),
      total: store.length,
      page,
      limit,
    });
  };
}

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <NotificationsSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const list = () => screen.getByRole("list", { name: "Notifications" });
const titles = () =>
  within(list())
    .getAllByRole("listitem")
    .map((li) => li.querySelector("p")!.textContent);
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  new URLSearchParams(api.sent("GET /api/admin/notifications").at(-1)!.search);

beforeEach(() => goTo("/admin/dashboard?section=notifications"));

describe("Notifications section", () => {
  test("loading: skeleton list and the empty pane 'Select or create a notification'", () => {
    renderSection({ "GET /api/admin/notifications": { pending: true } });
    expect(screen.getByRole("list", { name: "Notifications" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("Select or create a notification")).toBeInTheDocument();
  });

  test.each<[string, Reply, string]>([
    ["a failed fetch", fail(500, ""), "Failed to fetch notifications"],
    ["a list that is not an array", ok({ notifications: null, total: 0 }), "Invalid response from server"],
  ])("%s shows the spec's text", async (_name, reply, text) => {
    renderSection({ "GET /api/admin/notifications": reply });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test("5 a page from the server, 'Page X of Y', Prev and Next", async () => {
    const store = Array.from({ length: 12 }, (_, i) => item(i + 1));
    const api = renderSection({ "GET /api/admin/notifications": serverOf(store) });
    const user = userEvent.setup();
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(lastQuery(api).get("limit")).toBe("5");
    expect(lastQuery(api).get("page")).toBe("1");
    expect(titles()).toEqual(["Notice 12", "Notice 11", "Notice 10", "Notice 9", "Notice 8"]);
    expect(screen.getByRole("button", { name: /Prev/ })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(["Notice 2", "Notice 1"]));
    expect(lastQuery(api).get("page")).toBe("3");
    expect(screen.getByRole("button", { name: /Next/ })).toBeDisabled();
  });

  test("create: 'Title and content are required' for blanks, then POST, 'Notification created', pane cleared", async () => {
    const store = [item(1)];
    const api = renderSection({
      "GET /api/admin/notifications": serverOf(store),
      "POST /api/admin/notifications": (body) => {
        const { title, content } = body as Item;
        store.push({ ...item(2), title, content });
        return ok({ message: "Notification created", notification: {} });
      },
    });
    const user = userEvent.setup();
    await screen.findByText("Notice 1");
    await user.click(screen.getByRole("button", { name: "Create New Notification" }));
    const form = screen.getByRole("form", { name: "New Notification" });
    expect(within(form).getByLabelText("Title")).toHaveFocus();
    await user.type(within(form).getByLabelText("Title"), "   ");
    await user.type(within(form).getByLabelText("Content"), "Body");
    await user.click(within(form).getByRole("button", { name: "Create" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Title and content are required");
    expect(api.sent("POST /api/admin/notifications")).toHaveLength(0);

    await user.type(within(form).getByLabelText("Title"), " Maintenance ");
    await user.click(within(form).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Notification created")).toBeInTheDocument();
    expect(api.sent("POST /api/admin/notifications")[0]!.body).toEqual({
      title: "Maintenance",
      content: "Body",
    });
    expect(screen.getByText("Select or create a notification")).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(["Maintenance", "Notice 1"]));
  });

  test("edit fills the form; Save sends PUT and says 'Notification updated'; Cancel clears the pane", async () => {
    const api = renderSection({
      "GET /api/admin/notifications": serverOf([item(1), item(2)]),
      "PUT /api/admin/notifications/2": ok({ message: "Notification updated", notification: {} }),
    });
    const user = userEvent.setup();
    await screen.findByText("Notice 2");
    await user.click(screen.getByRole("button", { name: "Edit notification Notice 1" }));
    let form = screen.getByRole("form", { name: "Edit Notification" });
    expect(within(form).getByLabelText("Title")).toHaveValue("Notice 1");
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Select or create a notification")).toBeInTheDocument();
    expect(api.sent("PUT /api/admin/notifications/1")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Edit notification Notice 2" }));
    form = screen.getByRole("form", { name: "Edit Notification" });
    await user.clear(within(form).getByLabelText("Content"));
    await user.type(within(form).getByLabelText("Content"), "New text");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Notification updated")).toBeInTheDocument();
    expect(api.sent("PUT /api/admin/notifications/2")[0]!.body).toEqual({
      title: "Notice 2",
      content: "New text",
    });
  });

  test("a failed save says 'Failed to create notification' and keeps the form", async () => {
    renderSection({
      "GET /api/admin/notifications": serverOf([]),
      "POST /api/admin/notifications": fail(500, ""),
    });
    const user = userEvent.setup();
    await screen.findByText("Page 1 of 1");
    await user.click(screen.getByRole("button", { name: "Create New Notification" }));
    await user.type(screen.getByLabelText("Title"), "T");
    await user.type(screen.getByLabelText("Content"), "C");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Failed to create notification")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("T");
  });

  test("deleting the last item of page 2 goes back to page 1 with 'Notification deleted'", async () => {
    const store = Array.from({ length: 6 }, (_, i) => item(i + 1));
    const api = renderSection({
      "GET /api/admin/notifications": serverOf(store),
      "DELETE /api/admin/notifications/1": () => {
        store.splice(0, 1);
        return ok({ message: "Notification deleted" });
      },
    });
    const user = userEvent.setup();
    await screen.findByText("Page 1 of 2");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(["Notice 1"]));
    await user.click(screen.getByRole("button", { name: "Delete notification Notice 1" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Notification deleted")).toBeInTheDocument();
    expect(await screen.findByText("Page 1 of 1")).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(lastQuery(api).get("page")).toBe("1");
    expect(window.location.search).not.toContain("page=");
  });

  test("a title with markup renders as text in the list, the form and the delete dialog", async () => {
    renderSection({ "GET /api/admin/notifications": serverOf([{ ...item(1), title: XSS, content: XSS }]) });
    const user = userEvent.setup();
    expect((await screen.findAllByText(XSS)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: `Edit notification ${XSS}` }));
    expect(screen.getByLabelText("Title")).toHaveValue(XSS);
    await user.click(screen.getByRole("button", { name: `Delete notification ${XSS}` }));
    expect(within(screen.getByRole("alertdialog")).getByText(XSS)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
