import { forwardRef } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

/** `short`: what the closed select shows when the option's label is long ("EUR" for "Euro (EUR)"). */
export type SettingOption = { value: string; label: string; short?: string };

type Props = {
  /** Also the id its SettingRow labels; the row's text describes it. */
  id: string;
  value: string;
  options: readonly SettingOption[];
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

/** The select of one settings row (Radix Select: keyboard and screen readers as a combobox). */
export const SettingSelect = forwardRef<HTMLButtonElement, Props>(function SettingSelect(
  { id, value, options, onValueChange, onBlur, disabled, invalid, describedBy, className },
  ref,
) {
  const selected = options.find((o) => o.value === value);
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        ref={ref}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy ?? `${id}-description`}
        className={cn("w-36 shrink-0", className)}
      >
        <SelectValue>{selected?.short ?? selected?.label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
});
