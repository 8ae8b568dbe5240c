"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { cn } from "@/lib/utils";

export const CODE_LENGTH = 6;

type Props = {
  /** The digits typed so far; a space marks an empty box in the middle. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Id of the first box, so a <label> can point at it. */
  id?: string;
  /** The group's accessible name. */
  label?: string;
};

const toBoxes = (value: string) =>
  Array.from({ length: CODE_LENGTH }, (_, i) => (/\d/.test(value[i] ?? "") ? value[i] : ""));
const fromBoxes = (boxes: string[]) =>
  boxes
    .map((d) => d || " ")
    .join("")
    .trimEnd();

// "Email verification": one digit per box, typing advances, Backspace in an empty box goes back;
// pasting (or an SMS autofill of) six digits fills every box.
export function CodeInput({ value, onChange, disabled, invalid, describedBy, id, label }: Props) {
  const t = useTranslations("common.code");
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value);
  const focusBox = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  const fill = (start: number, digits: string) => {
    const next = [...boxes];
    digits
      .slice(0, CODE_LENGTH - start)
      .split("")
      .forEach((d, k) => (next[start + k] = d));
    onChange(fromBoxes(next));
    focusBox(start + digits.length);
  };

  const onInput = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, "");
    if (!digits) {
      if (raw === "") {
        const next = [...boxes];
        next[i] = "";
        onChange(fromBoxes(next));
      }
      return;
    }
    // A box that already held a digit receives two characters; the newest one wins.
    if (digits.length === 2 && boxes[i]) return fill(i, digits.replace(boxes[i], "") || digits[1]);
    fill(i, digits.length >= CODE_LENGTH ? digits.slice(0, CODE_LENGTH) : digits);
  };

  const onKeyDown = (i: number, e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Backspace" && !boxes[i] && i > 0) {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      focusBox(i + 1);
    }
  };

  const onPaste = (i: number, e: React.ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData("text").replace(/\D/g, "");
    if (!digits) return;
    e.preventDefault();
    fill(digits.length >= CODE_LENGTH ? 0 : i, digits.slice(0, CODE_LENGTH));
  };

  return (
    <div className="flex justify-between gap-2 sm:gap-3" role="group" aria-label={label ?? t("label")}>
      {boxes.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={i === 0 ? id : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={t("digit", { index: i + 1, total: CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          disabled={disabled}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          className={cn(
            "h-12 w-full min-w-0 max-w-14 rounded-md border border-input bg-background text-center text-xl font-semibold tabular-nums focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 sm:h-14",
            invalid && "border-destructive",
          )}
        />
      ))}
    </div>
  );
}
