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
