// The message catalogues (messages/<locale>/<namespace>.json): every language has every text English has and
// nothing else, each text is valid ICU, and a translation uses exactly the placeholders, plurals and selects
// of the English one (a dropped {amount} would show a sentence without its figure).
import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/config";
import { ALL_NAMESPACES } from "@/i18n/namespaces";

const DIR = path.resolve(__dirname, "../../messages");
type Tree = { [key: string]: string | Tree };

const read = (locale: string, namespace: string): Tree =>
  JSON.parse(fs.readFileSync(path.join(DIR, locale, `${namespace}.json`), "utf8"));

/** "a.b.c" -> text, for every leaf. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, at)) out.set(k, v);
    } else out.set(at, value);
  }
  return out;
}

/** The arguments a message uses, with their kind: "amount:number", "count:plural", "name:argument". */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(`${el.value}:argument`);
    else if (el.type === TYPE.number) into.add(`${el.value}:number`);
    else if (el.type === TYPE.date || el.type === TYPE.time) into.add(`${el.value}:date`);
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`${el.value}:${el.type === TYPE.select ? "select" : "plural"}`);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    } else if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
    }
  }
  return into;
}

const files = (locale: string) =>
  fs
    .readdirSync(path.join(DIR, locale))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();

test("every language has the same catalogue files, and each is one the app loads (i18n/namespaces.ts)", () => {
  const english = files(DEFAULT_LOCALE);
  for (const locale of LOCALES) expect({ locale, files: files(locale) }).toEqual({ locale, files: english });
  expect(english.filter((ns) => !ALL_NAMESPACES.includes(ns))).toEqual([]);
  expect(ALL_NAMESPACES.filter((ns) => !english.includes(ns))).toEqual([]);
});

describe.each(files(DEFAULT_LOCALE))("catalogue %s", (namespace) => {
  const english = flatten(read(DEFAULT_LOCALE, namespace));

  test.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))("%s has exactly the English keys", (locale) => {
    const own = flatten(read(locale, namespace));
    expect({ missing: [...english.keys()].filter((k) => !own.has(k)) }).toEqual({ missing: [] });
    expect({ extra: [...own.keys()].filter((k) => !english.has(k)) }).toEqual({ extra: [] });
  });

  test.each([...LOCALES])("%s: every text is valid ICU with the English placeholders", (locale) => {
    const own = flatten(read(locale, namespace));
    const problems: string[] = [];
    for (const [key, text] of own) {
      if (typeof text !== "string" || text.trim() === "") {
        problems.push(`${key}: not a text`);
        continue;
      }
      let args: Set<string>;
      try {
        args = argumentsOf(parse(text));
      } catch (err) {
        problems.push(`${key}: ${(err as Error).message}`);
        continue;
      }
      const source = english.get(key);
      if (typeof source !== "string") continue;
      const expected = argumentsOf(parse(source));
      const sorted = (s: Set<string>) => [...s].sort().join(", ");
      if (sorted(args) !== sorted(expected))
        problems.push(`${key}: uses {${sorted(args)}}, English {${sorted(expected)}}`);
    }
    expect(problems).toEqual([]);
  });
});
