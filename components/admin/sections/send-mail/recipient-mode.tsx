import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export type RecipientMode = "single" | "multiple";

const MODES: readonly RecipientMode[] = ["single", "multiple"];

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
  const t = useTranslations("admin.sendMail.mode");
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
      <div className="inline-flex rounded-md border bg-muted/40 p-1">
        {MODES.map((m) => (
          <label
            key={m}
            className={cn(
              "cursor-pointer rounded px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-ring",
              value === m ? "bg-card shadow-sm" : "text-muted-foreground",
            )}
          >
            <input
              type="radio"
              name="recipient-mode"
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
              className="sr-only"
            />
            {t(m)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
