import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

type Props = {
  id: string;
  label: string;
  description: string;
  /** Beside the label (e.g. 'Coming soon'). */
  badge?: ReactNode;
  children: ReactNode;
};

/** A labelled setting with its control on the right; the control's description is `${id}-description`. */
export function SettingRow({ id, label, description, badge, children }: Props) {
  return (
    // Wraps: on a narrow phone a wide control (a select) moves under its text instead of squeezing it.
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t py-4 first:border-t-0 first:pt-0">
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={id}>{label}</Label>
          {badge}
        </div>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      {children}
    </div>
  );
}
