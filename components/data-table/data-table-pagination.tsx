import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, for 'Showing X to Y of Z transactions'. */
  noun: string;
  onPageChange: (page: number) => void;
};

/** The spec's pager: 'Showing X to Y of Z …', 'Page N of M', Previous and Next. */
export function DataTablePagination({ page, pageSize, total, noun, onPageChange }: Props) {
  const t = useTranslations("common.table");
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return (
    <nav
      aria-label={t("pages", { noun })}
      className="flex flex-col gap-3 border-t px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {t("showing", { from, to, total, noun })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
          <ChevronLeft aria-hidden />
          {t("previous")}
        </Button>
        <span className="whitespace-nowrap px-1 tabular-nums">
          {t("pageOf", { page: current, count: pageCount })}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(current + 1)}
          disabled={current >= pageCount}
        >
          {t("next")}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
