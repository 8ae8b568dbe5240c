"use client";
// The one table of both dashboards (TanStack Table): search, status filter, paging in the URL, loading
// skeleton, empty and error states. Small lists are filtered and paged in the browser; server-paged lists
// (the admin's) pass `total` and hand in one page at a time.
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { DataTablePagination } from "./data-table-pagination";
import type { TableUrlState } from "./use-table-url-state";

/** Column meta: `align: "right"` for numbers (tabular figures), `className` for the cells. */
export type ColumnMeta = { align?: "right"; className?: string };

type Filter = { q: string; status: string };

export type DataTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  // Column defs mix value types per column; TanStack's own examples type them this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[] | undefined;
  isLoading: boolean;
  error?: unknown;
  errorMessage?: string;
  onRetry?: () => void;
  state: Pick<TableUrlState, "page" | "setPage"> & Partial<Pick<TableUrlState, "q" | "status">>;
  pageSize: number;
  /** Plural noun for 'Showing X to Y of Z {noun}'. */
  noun: string;
  /** Text a search matches (browser-side filtering). */
  searchText?: (row: T) => string;
  /** The row's status for the status filter (browser-side filtering). */
  rowStatus?: (row: T) => string;
  /** Server paging: the number of matching rows; `data` is then the current page only. */
  total?: number;
  empty: ReactNode;
  /** On phones each row can render as a card instead of a table row. */
  renderCard?: (row: T) => ReactNode;
  getRowId?: (row: T) => string;
};

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, isLoading, error, state, pageSize, noun, total, renderCard } = props;
  const serverPaged = total !== undefined;

  const globalFilterFn = useMemo<FilterFn<T>>(
    () => (row, _columnId, filter: Filter) => {
      if (filter.status && props.rowStatus && props.rowStatus(row.original).toUpperCase() !== filter.status)
        return false;
      if (!filter.q || !props.searchText) return true;
      return props.searchText(row.original).toLowerCase().includes(filter.q.trim().toLowerCase());
    },
    [props],
  );

  const table = useReactTable({
    data: data ?? [],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    ...(serverPaged
      ? { manualPagination: true, manualFiltering: true, rowCount: total }
      : { getFilteredRowModel: getFilteredRowModel(), getPaginationRowModel: getPaginationRowModel() }),
    globalFilterFn,
    // The filter reads whole rows (searchText, rowStatus), so it must run even when no column has an accessor.
    getColumnCanGlobalFilter: () => true,
    state: {
      globalFilter: { q: state.q ?? "", status: state.status ?? "" } satisfies Filter,
      pagination: { pageIndex: Math.max(0, state.page - 1), pageSize },
    },
    autoResetPageIndex: false,
  });

  const matching = serverPaged ? total : table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  // A page past the end (rows deleted, filter narrowed, hand-edited URL) shows the last page instead.
  const rows = serverPaged
    ? table.getCoreRowModel().rows
    : state.page > pageCount
      ? table.getFilteredRowModel().rows.slice((pageCount - 1) * pageSize)
      : table.getPaginationRowModel().rows;

  if (error && !data) {
    return (
      <LoadError
        compact
        message={props.errorMessage ?? "We couldn't load this list. Please try again."}
        onRetry={props.onRetry}
      />
    );
  }

  const columnCount = table.getVisibleLeafColumns().length;
  const showSkeleton = isLoading && !data;
  const isEmpty = !showSkeleton && matching === 0;

  return (
    <div className="overflow-hidden rounded-lg border bg-card" aria-busy={showSkeleton || undefined}>
      <div className={cn(renderCard && "hidden sm:block")}>
        <Table aria-label={props.label}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableHead key={header.id} className={alignClass(header.column.columnDef.meta)}>
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {showSkeleton &&
              Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
                <TableRow key={`skeleton-${i}`}>
                  {Array.from({ length: columnCount }, (_, j) => (
                    <TableCell key={j}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {isEmpty && (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="py-10 text-center">
                  {props.empty}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={alignClass(cell.column.columnDef.meta)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {renderCard && (
        <ul aria-label={props.label} className="divide-y sm:hidden">
          {showSkeleton &&
            Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="space-y-2 p-4">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-3/4" />
              </li>
            ))}
          {isEmpty && <li className="p-6 text-center">{props.empty}</li>}
          {rows.map((row) => (
            <li key={row.id} className="p-4">
              {renderCard(row.original)}
            </li>
          ))}
        </ul>
      )}
      {!showSkeleton && matching > 0 && (
        <DataTablePagination
          page={Math.min(state.page, pageCount)}
          pageSize={pageSize}
          total={matching}
          noun={noun}
          onPageChange={state.setPage}
        />
      )}
    </div>
  );
}

function alignClass(meta: unknown) {
  const m = meta as ColumnMeta | undefined;
  return cn(m?.align === "right" && "text-right tabular-nums", m?.className);
}

/** The spec's empty state: a title and an optional hint. */
export function TableEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="space-y-1">
      <p className="font-medium">{title}</p>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}
