// Message paths: a catalogue ("investor.invest", one file per language) or a part of one ("marketing.nav",
// "common.ui"). A screen names the paths its browser code reads, so it is sent those texts and no others
// (i18n/namespaces.ts). Pure functions: the server's loader and the dashboards' on-demand loader share them.
import { ALL_NAMESPACES } from "./namespaces";

export type Messages = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `over` on top of `under`, object by object (strings in `over` win). */
export function deepMerge(under: Messages, over: Messages): Messages {
  const out: Messages = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = isPlainObject(value) && isPlainObject(below) ? deepMerge(below, value) : value;
  }
  return out;
}

/** Puts `value` at the dotted `at` of `target` ("investor.invest" -> target.investor.invest), merging. */
export function nest(target: Messages, at: string, value: Messages): void {
  const parts = at.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Messages;
  }
  const last = parts.at(-1)!;
  node[last] = isPlainObject(node[last]) ? deepMerge(node[last] as Messages, value) : value;
}

/** The catalogue file a path lives in and the key path inside it ("common.ui" -> ["common", "ui"]). */
export function catalogueOf(messagePath: string): { catalogue: string; inner: string } {
  const catalogue = [...ALL_NAMESPACES]
    .filter((ns) => messagePath === ns || messagePath.startsWith(`${ns}.`))
    .sort((a, b) => b.length - a.length)[0];
  if (!catalogue) throw new Error(`No catalogue holds the message path "${messagePath}"`);
  return { catalogue, inner: messagePath.slice(catalogue.length + 1) };
}

/** The subtree of a catalogue at `inner` ("" for the whole of it); {} when absent. */
export function pick(tree: Messages, inner: string): Messages {
  let node: unknown = tree;
  for (const part of inner ? inner.split(".") : []) node = isPlainObject(node) ? node[part] : undefined;
  return isPlainObject(node) ? node : {};
}

/** The texts at `paths`, nested as next-intl reads them, from catalogues read by `read`. */
export async function collectPaths(
  paths: readonly string[],
  read: (catalogue: string) => Promise<Messages>,
): Promise<Messages> {
  const out: Messages = {};
  const trees = await Promise.all(
    paths.map(async (p) => {
      const { catalogue, inner } = catalogueOf(p);
      return { at: p, tree: pick(await read(catalogue), inner) };
    }),
  );
  for (const { at, tree } of trees) nest(out, at, tree);
  return out;
}
