// The fixed words of a catalogue text, which the audit search matches a term against in the reader's language.
import { auditSearchCodes } from "@/lib/audit/audit-search";
import { literalsMatch, messageLiterals } from "@/lib/i18n/message-literals";

test("the text between arguments, plural branches included, quoted braces as text", () => {
  expect(messageLiterals("Plan {plan} erstellt")).toEqual(["Plan", "erstellt"]);
  expect(
    messageLiterals("„{subject}“ an {recipients, plural, one {# Empfänger} other {# Empfängern}}"),
  ).toEqual(["„", "“ an", "Empfänger", "Empfängern"]);
  expect(messageLiterals("Gutgeschrieben: {amount, number, ::.########} {asset}")).toEqual([
    "Gutgeschrieben:",
  ]);
  expect(messageLiterals("It''s '{literal}' here")).toEqual(["It's {literal} here"]);
  expect(messageLiterals("{network} で {amount, number, ::.########} {asset} を入金しました")).toEqual([
    "で",
    "を入金しました",
  ]);
});

test("each word of the term is in one of the pieces, whatever the case; values given to the text are not", () => {
  expect(literalsMatch("Plan {plan} erstellt", "plan ERSTELLT", "de")).toBe(true);
  expect(literalsMatch("Plan {plan} erstellt", "Gold", "de")).toBe(false);
  expect(literalsMatch("{amount, number} {asset} を入金しました", "入金", "ja")).toBe(true);
  expect(literalsMatch("Plan {plan} erstellt", "   ", "de")).toBe(false);
});

test("a term names actions and details codes in the reader's language and in English", async () => {
  expect(await auditSearchCodes("Gutschrift", "de")).toMatchObject({ actions: ["CREDIT"] });
  expect((await auditSearchCodes("gutgeschrieben", "de")).detailsCodes).toEqual(["CREDITED"]);
  expect((await auditSearchCodes("Credited", "de")).detailsCodes).toEqual(["CREDITED"]);
  expect((await auditSearchCodes("入金", "ja")).actions).toContain("CREDIT");
  expect((await auditSearchCodes("入金", "ja")).detailsCodes).toContain("CREDITED");
  expect(await auditSearchCodes("Gutschrift", "en")).toEqual({ actions: [], detailsCodes: [] });
});
