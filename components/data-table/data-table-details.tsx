"use client";
// A row's details: every column of the row, for the columns a narrow table leaves out (column-fit.ts).
import { flexRender, type Row } from "@tanstack/react-table";
import { Info } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { ACTIONS_COLUMN, metaOf } from "./column-fit";

/** Shown only while some column is left out (`className` takes it away once every column shows). */
export function DetailsButton({
  label,
  className,
  onOpen,
}: {
  label: string;
  className: string;
  onOpen: (opener: HTMLElement) => void;
}) {
  const t = useTranslations("common.table");
  const name = t("detailsOf", { label });
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-9", className)}
      aria-label={name}
      title={name}
      // The journeys tell it from a row's own actions: it steps aside on purpose once every column shows.
      data-row-details=""
      onClick={(e) => onOpen(e.currentTarget)}
    >
      <Info aria-hidden />
    </Button>
  );
}

/** The column's header when it is plain text, else its meta label. */
export function columnName(column: { id: string; columnDef: { header?: unknown; meta?: unknown } }) {
  const header = column.columnDef.header;
  return typeof header === "string" ? header : (metaOf(column)?.label ?? column.id);
}

type Props<T> = {
  row: Row<T> | undefined;
  label: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export function RowDetailsDialog<T>({ row, label, onClose, onCloseAutoFocus }: Props<T>) {
  const t = useTranslations("common.table");
  const cells = row?.getAllCells().filter((c) => c.column.id !== ACTIONS_COLUMN) ?? [];
  return (
    <Dialog open={!!row} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{label.charAt(0).toUpperCase() + label.slice(1)}</DialogTitle>
          <DialogDescription>{t("detailsHint")}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-3 text-sm">
          {cells.map((cell) => (
            <Fragment key={cell.id}>
              <dt className="text-muted-foreground">{columnName(cell.column)}</dt>
              <dd className="min-w-0 break-words">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </dd>
            </Fragment>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
