import { cn } from "@/lib/utils";

export type RecipientMode = "single" | "multiple";

const MODES: { value: RecipientMode; label: string }[] = [
  { value: "single", label: "Single recipient" },
  { value: "multiple", label: "Multiple recipients" },
];

/** The toggle between one address and a list of users, as a pair of radio buttons. */
export function RecipientModeToggle({
  value,
  onChange,
  disabled,
}: {
  value: RecipientMode;
  onChange: (mode: RecipientMode) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Recipients</legend>
      <div className="inline-flex rounded-md border bg-muted/40 p-1">
        {MODES.map((m) => (
          <label
            key={m.value}
            className={cn(
              "cursor-pointer rounded px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-ring",
              value === m.value ? "bg-card shadow-sm" : "text-muted-foreground",
            )}
          >
            <input
              type="radio"
              name="recipient-mode"
              value={m.value}
              checked={value === m.value}
              onChange={() => onChange(m.value)}
              className="sr-only"
            />
            {m.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
