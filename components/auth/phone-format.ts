// As-you-type formatting of the sign-up phone field (formatted by country, at most 15 digits,
// default US). The form receives E.164 ("+12015550123"), which the server's phoneField validates.
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js";

export const DEFAULT_COUNTRY: CountryCode = "US";
/** E.164's limit, counting the country calling code. */
export const MAX_PHONE_DIGITS = 15;

export type PhoneState = { display: string; value: string; country: CountryCode };

export function formatPhoneInput(text: string, country: CountryCode): PhoneState {
  const international = text.trimStart().startsWith("+");
  const digits = text.replace(/\D/g, "");

  if (international) {
    const capped = digits.slice(0, MAX_PHONE_DIGITS);
    const typer = new AsYouType();
    const display = typer.input(`+${capped}`);
    const detected = typer.getCountry();
    // Several countries share a calling code (+1, +44, +7): keep the user's choice when it still fits.
    const keep = detected && getCountryCallingCode(detected) === getCountryCallingCode(country);
    return { display, value: capped ? `+${capped}` : "", country: keep || !detected ? country : detected };
  }

  const callingCode = getCountryCallingCode(country);
  const national = digits.slice(0, MAX_PHONE_DIGITS - callingCode.length);
  if (!national) return { display: "", value: "", country };
  const typer = new AsYouType(country);
  const display = typer.input(national);
  // getNumber() drops a national trunk prefix (UK "07911..." -> "+447911..."); fall back to plain digits.
  const value = typer.getNumber()?.number ?? `+${callingCode}${national}`;
  return { display, value, country };
}

/** A stored E.164 number as the field shows it: its own country picked, the number in national format. */
export function phoneStateFromValue(value: string, country: CountryCode): PhoneState {
  if (!value) return { display: "", value: "", country };
  const parsed = parsePhoneNumberFromString(value);
  // formatNational keeps a trunk prefix ("07911 123456"), as the number would be typed in that country.
  if (parsed?.country) return { display: parsed.formatNational(), value, country: parsed.country };
  return { ...formatPhoneInput(value, country), value };
}

/**
 * Deleting a formatting character (")", " ", "-") leaves the digits unchanged, and re-formatting would put it
 * straight back; treat that keystroke as deleting the digit before it.
 */
export function applyPhoneEdit(previous: string, next: string, country: CountryCode): PhoneState {
  const prevDigits = previous.replace(/\D/g, "");
  const nextDigits = next.replace(/\D/g, "");
  if (next.length < previous.length && nextDigits === prevDigits && prevDigits.length > 0) {
    return formatPhoneInput(
      next.startsWith("+") ? `+${prevDigits.slice(0, -1)}` : prevDigits.slice(0, -1),
      country,
    );
  }
  return formatPhoneInput(next, country);
}

export type Country = { code: CountryCode; name: string; callingCode: string };

const cached = new Map<string, Country[]>();

/** Every country, named and sorted in the reader's language (`locale`, a BCP 47 tag or "en"). */
export function listCountries(locale = "en"): Country[] {
  const known = cached.get(locale);
  if (known) return known;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    names = undefined;
  }
  const list = getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  cached.set(locale, list);
  return list;
}

export function searchCountries(query: string, locale = "en"): Country[] {
  const q = query.trim().toLocaleLowerCase(locale).replace(/^\+/, "");
  if (!q) return listCountries(locale);
  return listCountries(locale).filter(
    (c) =>
      c.name.toLocaleLowerCase(locale).includes(q) ||
      c.code.toLowerCase() === q ||
      c.callingCode.startsWith(q),
  );
}
