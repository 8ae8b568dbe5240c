/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { goTo } from "../helpers/navigation";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

type Row = { id: number; asset: string; status: string; amount: number };
const columns: ColumnDef<Row>[] = [
  { accessorKey: "id", header: "ID", cell: ({ row }) => `#${row.original.id}` },
  { accessorKey: "asset", header: "Asset" },
  { accessorKey: "status", header: "Status" },
  { accessorKey: "amount", header: "Amount", meta: { align: "right" } },
];
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  asset: i % 2 ? "BITCOIN" : "USDT",
  status: i % 3 ? "COMPLETED" : "PENDING",
  amount: i + 1,
}));

function Harness({ data, isLoading = false, error }: { data?: Row[]; isLoading?: boolean; error?: unknown }) {
  const state = useTableUrlState();
  return (
    <>
      <DataTableToolbar
        query={{ value: state.q, onChange: state.setQuery, placeholder: "Search deposits..." }}
        status={{
          value: state.status,
          onChange: state.setStatus,
          options: [
            { value: "ALL", label: "All" },
            { value: "PENDING", label: "Pending" },
          ],
        }}
      />
      <DataTable
        label="Deposits"
        columns={columns}
        data={data}
        isLoading={isLoading}
        error={error}
        state={state}
        pageSize={5}
        noun="deposits"
        searchText={(r) => `${r.asset} ${r.status} ${r.amount}`}
        rowStatus={(r) => r.status}
        empty={<TableEmpty title="No deposits found" />}
      />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole("table", { name: "Deposits" }))
    .getAllByRole("row")
    .slice(1);

beforeEach(() => goTo("/dashboard?panel=deposit-history"));

describe("the one data table", () => {
  test("pages with the spec's texts and keeps the page in the URL", async () => {
    const user = userEvent.setup();
    render(<Harness data={rows} />);
    expect(screen.getByText("Showing 1 to 5 of 12 deposits")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Showing 11 to 12 of 12 deposits")).toBeInTheDocument();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(bodyRows()).toHaveLength(2);
    expect(window.location.search).toBe("?panel=deposit-history&page=3");
  });

  test("a reload (URL) restores page, search and status; searching goes back to page 1", async () => {
    goTo("/dashboard?panel=deposit-history&page=2&status=PENDING");
    render(<Harness data={rows} />);
    // 4 PENDING rows (ids 1, 4, 7, 10) fit one page, so page 2 shows the last page instead of nothing.
    expect(screen.getByText("Showing 1 to 4 of 4 deposits")).toBeInTheDocument();

    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByPlaceholderText("Search deposits..."), "bitcoin");
      act(() => jest.advanceTimersByTime(300));
    } finally {
      jest.useRealTimers();
    }
    expect(window.location.search).toBe("?panel=deposit-history&status=PENDING&q=bitcoin");
    expect(bodyRows().map((r) => r.textContent)).toEqual(["#4BITCOINPENDING4", "#10BITCOINPENDING10"]);
  });

  test("loading shows skeleton rows, then the empty state has the screen's own text", () => {
    const { rerender } = render(<Harness isLoading />);
    expect(screen.getByRole("table", { name: "Deposits" }).closest("[aria-busy]")).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    rerender(<Harness data={[]} />);
    expect(screen.getByText("No deposits found")).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  test("an error without data offers a retry", () => {
    render(<Harness error={new Error("boom")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn't load this list. Please try again.");
  });

  test("numbers are right-aligned in tabular figures", () => {
    render(<Harness data={rows} />);
    expect(screen.getByRole("columnheader", { name: "Amount" })).toHaveClass("text-right", "tabular-nums");
  });
});

describe("a table narrower than its columns (column meta hideBelow)", () => {
  type Withdrawal = { id: number; user: string; network: string; address: string };
  const withdrawals: Withdrawal[] = [
    { id: 12, user: "Ada", network: "Bitcoin", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" },
  ];
  const approve = jest.fn();
  const wide: ColumnDef<Withdrawal>[] = [
    { accessorKey: "id", header: "ID" },
    { accessorKey: "user", header: "User" },
    { accessorKey: "network", header: "Network", meta: { hideBelow: 1152 } },
    {
      accessorKey: "address",
      header: () => <span>Address</span>,
      meta: { hideBelow: 1024, label: "Address" },
    },
    {
      id: "actions",
      cell: ({ row }) => (
        <button type="button" onClick={() => approve(row.original.id)}>
          Approve
        </button>
      ),
    },
  ];

  function Wide({ columns = wide }: { columns?: ColumnDef<Withdrawal>[] }) {
    const state = useTableUrlState();
    return (
      <DataTable
        label="Withdrawal Requests"
        columns={columns}
        data={withdrawals}
        isLoading={false}
        state={state}
        pageSize={10}
        noun="requests"
        empty={<TableEmpty title="No withdrawal requests found" />}
        rowLabel={(w) => `withdrawal ${w.id}`}
      />
    );
  }

  const header = (name: string) => screen.getByRole("columnheader", { name });

  test("a secondary column shows only from its width on (a container query on the table's own box)", () => {
    render(<Wide />);
    expect(screen.getByRole("table").closest(".\\@container")).not.toBeNull();
    expect(header("Network")).toHaveClass("hidden", "@6xl:table-cell");
    expect(header("Address")).toHaveClass("hidden", "@5xl:table-cell");
    expect(header("User")).not.toHaveClass("hidden");
    const cells = within(bodyRowsOf("Withdrawal Requests")[0]!).getAllByRole("cell");
    expect(cells[2]).toHaveClass("hidden", "@6xl:table-cell");
    expect(cells[3]).toHaveClass("hidden", "@5xl:table-cell");
  });

  test("the actions column always shows, named even without a header, and gains the row's details button", () => {
    render(<Wide />);
    expect(header("Actions")).not.toHaveClass("hidden");
    const row = bodyRowsOf("Withdrawal Requests")[0]!;
    const details = within(row).getByRole("button", { name: "Details of withdrawal 12" });
    // Gone once every column shows (the widest secondary column's width).
    expect(details).toHaveClass("@6xl:hidden");
    expect(within(row).getByRole("button", { name: "Approve" }).closest("td")).toBe(details.closest("td"));
  });

  test("the details dialog lists every column of the row by its name, and gives focus back", async () => {
    const user = userEvent.setup();
    render(<Wide />);
    const details = screen.getByRole("button", { name: "Details of withdrawal 12" });
    await user.click(details);
    const dialog = await screen.findByRole("dialog", { name: "Withdrawal 12" });
    const terms = within(dialog)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(terms).toEqual(["ID", "User", "Network", "Address"]);
    expect(dialog).toHaveTextContent("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh");
    expect(dialog).toHaveTextContent("Bitcoin");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  test("a table without an actions column gets one for the details button, hidden with it", () => {
    render(<Wide columns={wide.filter((c) => c.id !== "actions")} />);
    const actions = header("Actions");
    expect(actions).toHaveClass("@6xl:hidden");
    const row = bodyRowsOf("Withdrawal Requests")[0]!;
    expect(within(row).getByRole("button", { name: "Details of withdrawal 12" }).closest("td")).toHaveClass(
      "@6xl:hidden",
    );
  });

  test("a table whose columns all fit has no details at all", () => {
    render(<Harness data={rows} />);
    expect(screen.queryByRole("button", { name: /^Details of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });
});

function bodyRowsOf(name: string) {
  return within(screen.getByRole("table", { name })).getAllByRole("row").slice(1);
}
