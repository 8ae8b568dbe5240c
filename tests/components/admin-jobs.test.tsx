/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { JobsSection } from "@/components/admin/sections/jobs/jobs-section";
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

type Job = {
  id: number;
  kind: string;
  status: "WAITING" | "RUNNING" | "DONE" | "FAILED";
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  doneAt: string | null;
};
const job = (id: number, extra: Partial<Job> = {}): Job => ({
  id,
  kind: "mail",
  status: "WAITING",
  attempts: 0,
  maxAttempts: 12,
  runAt: "2026-03-01T10:00:00.000Z",
  lastError: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  doneAt: null,
  ...extra,
});
const counts = { WAITING: 4, RUNNING: 0, DONE: 120, FAILED: 1, retrying: 2 };
const page = (jobs: Job[], total = jobs.length) =>
  ok({ jobs, counts, pagination: { total, limit: 20, offset: 0 } });

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <JobsSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Jobs" });
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  new URLSearchParams(api.sent("GET /api/admin/jobs").at(-1)!.search);

beforeEach(() => goTo("/admin/dashboard?section=jobs"));

describe("Jobs section (admin, beyond the spec)", () => {
  test("loading, empty and error states", async () => {
    mockApi({ "GET /api/admin/jobs": { pending: true } });
    const first = renderWithClient(<JobsSection />);
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    first.unmount();

    mockApi({ "GET /api/admin/jobs": page([]) });
    const second = renderWithClient(<JobsSection />);
    expect((await screen.findAllByText("No jobs here")).length).toBeGreaterThan(0);
    second.unmount();

    mockApi({ "GET /api/admin/jobs": fail(500, "") });
    renderWithClient(<JobsSection />);
    expect(await screen.findByText("Failed to fetch jobs")).toBeInTheDocument();
  });

  test("the counts, and each job's kind, status, tries, next run and last error", async () => {
    renderSection({
      "GET /api/admin/jobs": page([
        job(9, { status: "FAILED", attempts: 12, lastError: `Error: connect ECONNREFUSED ${XSS}` }),
        job(8, { kind: "interest-run", attempts: 2, maxAttempts: 8, lastError: "Error: timeout" }),
        job(7, { kind: "sign-in-notice", status: "DONE", attempts: 1, doneAt: "2026-03-01T10:00:01.000Z" }),
      ]),
    });
    await within(table()).findByText("#9");
    expect(screen.getByRole("region", { name: "Waiting" })).toHaveTextContent("4");
    expect(screen.getByRole("region", { name: "Retrying" })).toHaveTextContent("2");
    expect(screen.getByRole("region", { name: "Failed" })).toHaveTextContent("1");
    expect(screen.getByRole("region", { name: "Done" })).toHaveTextContent("120");

    const rows = within(table()).getAllByRole("row").slice(1);
    expect(within(rows[0]).getByText("E-mail")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Failed")).toBeInTheDocument();
    expect(within(rows[0]).getByText("12 of 12")).toBeInTheDocument();
    // The error is text, never markup.
    expect(within(rows[0]).getByText(`Error: connect ECONNREFUSED ${XSS}`)).toBeInTheDocument();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(within(rows[0]).getByRole("button", { name: "Retry job #9" })).toBeInTheDocument();

    expect(within(rows[1]).getByText("Daily interest run")).toBeInTheDocument();
    expect(within(rows[1]).getByText("2 of 8")).toBeInTheDocument();
    expect(within(rows[1]).getByRole("time")).toHaveAttribute("dateTime", "2026-03-01T10:00:00.000Z");
    expect(within(rows[1]).queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();

    expect(within(rows[2]).getByText("Sign-in notice")).toBeInTheDocument();
    expect(within(rows[2]).getByText("Done")).toBeInTheDocument();
    expect(within(rows[2]).queryByRole("time")).not.toBeInTheDocument();
  });

  test("the status filter asks the server for that status, from page 1", async () => {
    const api = renderSection({ "GET /api/admin/jobs": page([job(1)], 45) });
    const user = userEvent.setup();
    await within(table()).findByText("#1");
    expect(lastQuery(api).get("status")).toBeNull();
    expect(lastQuery(api).get("limit")).toBe("20");
    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    await user.click(await screen.findByRole("option", { name: "Failed" }));
    await waitFor(() => expect(lastQuery(api).get("status")).toBe("FAILED"));
    expect(lastQuery(api).get("offset")).toBe("0");
  });

  test("Retry queues a failed job again and refreshes the list", async () => {
    let failed = true;
    const api = renderSection({
      "GET /api/admin/jobs": () =>
        page([failed ? job(9, { status: "FAILED", attempts: 12, lastError: "Error: refused" }) : job(9)]),
      "POST /api/admin/jobs/9/retry": () => {
        failed = false;
        return ok({ message: "Job queued again", job: job(9) });
      },
    });
    const user = userEvent.setup();
    await user.click(await within(table()).findByRole("button", { name: "Retry job #9" }));
    expect(await screen.findByText("Job #9 queued again")).toBeInTheDocument();
    expect(api.sent("POST /api/admin/jobs/9/retry")).toHaveLength(1);
    await waitFor(() =>
      expect(within(table()).queryByRole("button", { name: "Retry job #9" })).not.toBeInTheDocument(),
    );
    expect(within(table()).getByText("Waiting")).toBeInTheDocument();
    expect(api.sent("GET /api/admin/jobs").length).toBeGreaterThan(1);
  });

  test("a retry the server refuses shows its message", async () => {
    renderSection({
      "GET /api/admin/jobs": page([job(5, { status: "FAILED", attempts: 8, maxAttempts: 8 })]),
      "POST /api/admin/jobs/5/retry": fail(409, "Only a failed job can be retried"),
    });
    const user = userEvent.setup();
    await user.click(await within(table()).findByRole("button", { name: "Retry job #5" }));
    expect(
      await screen.findByText(/Only a failed job can be retried|Could not retry the job/),
    ).toBeInTheDocument();
  });
});
