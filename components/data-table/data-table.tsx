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
  type Row as TableRowModel,
} from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { cn } from "@/lib/utils";
import { ACTIONS_COLUMN, cellClass, hiddenFrom, metaOf, widestHideBelow } from "./column-fit";
import { DetailsButton, RowDetailsDialog } from "./data-table-details";
import { DataTablePagination } from "./data-table-pagination";
import type { TableUrlState } from "./use-table-url-state";

export type { ColumnMeta, HideBelow } from "./column-fit";

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
  /** What a row is, for its details button and dialog ("withdrawal #12"). */
  rowLabel?: (row: T) => string;
};

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, isLoading, error, state, pageSize, noun, total, renderCard } = props;
  const t = useTranslations("common.table");
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

  // An actions column is named even when its buttons speak for themselves: a header a screen reader can read.
  const namedColumns = useMemo(
    () =>
      columns.map((c) =>
        c.id === ACTIONS_COLUMN && c.header === undefined ? ({ ...c, header: ActionsHeader } as typeof c) : c,
      ),
    [columns],
  );

  const table = useReactTable({
    data: data ?? [],
    columns: namedColumns,
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

  // Secondary columns step aside in a narrow table (column-fit.ts); the row's details button then shows, in the
  // actions column or, in a table without one, in a column of its own.
  const leaves = table.getAllLeafColumns();
  const details = {
    from: widestHideBelow(leaves.map(metaOf)),
    ownColumn: !leaves.some((c) => c.id === ACTIONS_COLUMN),
  };
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const focus = useReturnFocus();

  const matching = serverPaged ? total : table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  // A page past the end (rows deleted, filter narrowed, hand-edited URL) shows the last page instead.
  const rows = serverPaged
    ? table.getCoreRowModel().rows
    : state.page > pageCount
      ? table.getFilteredRowModel().rows.slice((pageCount - 1) * pageSize)
      : table.getPaginationRowModel().rows;

  if (error && !data) {
    return <LoadError compact message={props.errorMessage ?? t("loadFailed")} onRetry={props.onRetry} />;
  }

  const visibleColumns = table.getVisibleLeafColumns();
  // The details button's own column, in a table without an actions column, while some column is left out.
  const ownColumn = details.ownColumn ? details.from : null;
  const columnCount = visibleColumns.length + (ownColumn ? 1 : 0);
  const showSkeleton = isLoading && !data;
  const isEmpty = !showSkeleton && matching === 0;
  const rowLabel = (row: TableRowModel<T>) =>
    props.rowLabel?.(row.original) ?? t("row", { number: row.index + 1 });
  const detailsButton = (row: TableRowModel<T>) =>
    details.from && (
      <DetailsButton
        label={rowLabel(row)}
        className={hiddenFrom(details.from)}
        onOpen={(opener) => {
          focus.remember(opener);
          setDetailsOf(row.id);
        }}
      />
    );
  const detailsRow = detailsOf === null ? undefined : rows.find((r) => r.id === detailsOf);
  const ownColumnClass = ownColumn && cn("w-px px-2", hiddenFrom(ownColumn));

  return (
    <div
      className="@container overflow-hidden rounded-lg border bg-card"
      aria-busy={showSkeleton || undefined}
    >
      <div className={cn(renderCard && "hidden sm:block")}>
        <Table aria-label={props.label}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableHead key={header.id} className={cellClass(metaOf(header.column))}>
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
                {ownColumnClass && (
                  <TableHead className={ownColumnClass}>
                    <span className="sr-only">{t("actions")}</span>
                  </TableHead>
                )}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {showSkeleton &&
              Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
                <TableRow key={`skeleton-${i}`}>
                  {visibleColumns.map((column) => (
                    <TableCell key={column.id} className={cellClass(metaOf(column))}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </TableCell>
                  ))}
                  {ownColumnClass && <TableCell className={ownColumnClass} />}
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
                {row.getVisibleCells().map((cell) => {
                  const meta = metaOf(cell.column);
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return (
                    <TableCell key={cell.id} className={cellClass(meta)}>
                      {cell.column.id === ACTIONS_COLUMN && details.from ? (
                        <div
                          className={cn(
                            "flex items-center gap-2",
                            (meta?.align === "right" || meta?.className?.includes("text-right")) &&
                              "justify-end",
                          )}
                        >
                          {content}
                          {detailsButton(row)}
                        </div>
                      ) : (
                        content
                      )}
                    </TableCell>
                  );
                })}
                {ownColumnClass && <TableCell className={ownColumnClass}>{detailsButton(row)}</TableCell>}
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
      {details.from && (
        <RowDetailsDialog
          row={detailsRow}
          label={detailsRow ? rowLabel(detailsRow) : ""}
          onClose={() => setDetailsOf(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      )}
    </div>
  );
}

function ActionsHeader() {
  const t = useTranslations("common.table");
  return <span className="sr-only">{t("actions")}</span>;
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
