import { CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { Button } from "./button";

type Props = { message: string; onRetry?: () => void; compact?: boolean };

/** Shown when data could not be loaded for a reason other than "not signed in"; `compact` inside a panel. */
export function LoadError({ message, onRetry, compact = false }: Props) {
  const t = useTranslations("common.ui");
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center justify-center gap-4 px-4 text-center",
        compact ? "rounded-lg border bg-card py-10" : "min-h-[60vh]",
      )}
    >
      <CircleAlert className="size-10 text-destructive" aria-hidden />
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      )}
    </div>
  );
}
