"use client";

import { getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import { useTranslations } from "next-intl";
import { forwardRef, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { CountryPicker } from "./country-picker";
import { applyPhoneEdit, DEFAULT_COUNTRY, formatPhoneInput, phoneStateFromValue } from "./phone-format";

type Props = {
  id: string;
  /** E.164, or "" when empty. */
  value: string;
  onChange: (e164: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  defaultCountry?: CountryCode;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** International phone field: a country picker plus a number formatted as it is typed. */
export const PhoneInput = forwardRef<HTMLInputElement, Props>(function PhoneInput(
  { id, value, onChange, onBlur, name, disabled, defaultCountry = DEFAULT_COUNTRY, ...aria },
  ref,
) {
  // A saved number (the profile form) opens formatted, under its own country.
  const t = useTranslations("common.phone");
  const [initial] = useState(() => phoneStateFromValue(value, defaultCountry));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [display, setDisplay] = useState(initial.display);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The last value this field reported: anything else arriving in `value` was set from outside.
  const reported = useRef(value);

  // A form reset (emptied, or back to the saved number) changes the value from outside; the text follows.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    const next = phoneStateFromValue(value, country);
    setDisplay(next.display);
    setCountry(next.country);
  }, [value, country]);

  const apply = (next: ReturnType<typeof formatPhoneInput>) => {
    setDisplay(next.display);
    setCountry(next.country);
    reported.current = next.value;
    onChange(next.value);
  };

  const changeCountry = (code: CountryCode) => {
    // Keep what was typed: an international number loses its old calling code, then reads as national.
    let national = display.replace(/\D/g, "");
    const oldCode = getCountryCallingCode(country);
    if (display.startsWith("+") && national.startsWith(oldCode)) national = national.slice(oldCode.length);
    apply(formatPhoneInput(national, code));
  };

  return (
    <div
      className={cn(
        "flex h-10 w-full items-stretch rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring",
        aria["aria-invalid"] && "border-destructive",
        disabled && "opacity-50",
      )}
    >
      <CountryPicker
        value={country}
        onChange={changeCountry}
        disabled={disabled}
        focusAfterPick={() => inputRef.current?.focus()}
      />
      <input
        ref={(el) => {
          inputRef.current = el;
          if (typeof ref === "function") ref(el);
          else if (ref) ref.current = el;
        }}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={country === "US" ? "(201) 555-0123" : t("placeholder")}
        value={display}
        disabled={disabled}
        onChange={(e) => apply(applyPhoneEdit(display, e.target.value, country))}
        onBlur={onBlur}
        className="min-w-0 flex-1 rounded-r-md bg-transparent px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed"
        {...aria}
      />
    </div>
  );
});
