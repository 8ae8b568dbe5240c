// Each page and dashboard screen sends the browser exactly the texts its code reads (i18n/namespaces.ts): a
// text missing from its list would show as a key (and fail the journeys' console check), a text listed but never
// read is weight every visitor downloads for nothing. Read from the import graph below each "use client" file.
import fs from "node:fs";
import path from "node:path";
import { catalogueOf } from "@/i18n/catalogue-paths";
import { ADMIN_SECTION_TEXTS, CLIENT_TEXTS, INVESTOR_PANEL_TEXTS } from "@/i18n/namespaces";
import { clientTextPaths, covers } from "../helpers/client-texts";

const ROOT = path.resolve(__dirname, "../..");
const notRegistry = (file: string) => !file.endsWith("registry.tsx");
const used = (entry: string) => [...clientTextPaths(entry, { followLazy: notRegistry }).keys()];

function expectExactly(entries: string[], declared: readonly string[], inherited: readonly string[] = []) {
  const reads = [...new Set(entries.flatMap(used))];
  expect({ entries, missing: reads.filter((p) => !covers([...declared, ...inherited], p)) }).toEqual({
    entries,
    missing: [],
  });
  expect({
    entries,
    unread: declared.filter((d) => !reads.some((p) => covers([d], p) || covers([p], d))),
  }).toEqual({ entries, unread: [] });
}

test("every listed path names a catalogue or a part of one", () => {
  const lists = [CLIENT_TEXTS, INVESTOR_PANEL_TEXTS, ADMIN_SECTION_TEXTS].flatMap((o) => Object.values(o));
  for (const p of lists.flat()) expect(() => catalogueOf(p)).not.toThrow();
});

test("public pages: the frame, the landing page and the two forms", () => {
  expectExactly(["app/(marketing)/layout.tsx"], CLIENT_TEXTS.publicFrame);
  expectExactly(["app/(marketing)/page.tsx"], CLIENT_TEXTS.landing);
  expectExactly(["components/marketing/contact-form.tsx"], CLIENT_TEXTS.contact);
  expectExactly(["components/marketing/sales-form.tsx"], CLIENT_TEXTS.talkToSales);
  for (const page of ["contact", "talk-to-sales", "privacy", "terms"])
    expectExactly(
      [`app/(marketing)/${page}/page.tsx`],
      [],
      [...CLIENT_TEXTS.publicFrame, ...CLIENT_TEXTS.contact, ...CLIENT_TEXTS.talkToSales],
    );
});

test("sign-up, sign-in, verification, reset and the admin sign-in", () => {
  const pages = fs
    .readdirSync(path.join(ROOT, "app/(app)/(auth)"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith("page.tsx") || f === "layout.tsx")
    .map((f) => `app/(app)/(auth)/${f}`);
  expectExactly([...pages, "app/(app)/(admin)/admin/login/page.tsx"], CLIENT_TEXTS.auth);
});

describe.each([
  {
    dashboard: "investor",
    page: "app/(app)/(investor)/dashboard/page.tsx",
    registry: "components/investor/panels/registry.tsx",
    base: CLIENT_TEXTS.investorDashboard,
    screens: INVESTOR_PANEL_TEXTS as Record<string, readonly string[]>,
    constant: "INVESTOR_PANEL_TEXTS",
  },
  {
    dashboard: "admin",
    page: "app/(app)/(admin)/admin/dashboard/page.tsx",
    registry: "components/admin/sections/registry.tsx",
    base: CLIENT_TEXTS.adminDashboard,
    screens: ADMIN_SECTION_TEXTS as Record<string, readonly string[]>,
    constant: "ADMIN_SECTION_TEXTS",
  },
])("the $dashboard dashboard", ({ page, registry, base, screens, constant }) => {
  const source = fs.readFileSync(path.join(ROOT, registry), "utf8");
  // Each entry of the registry: its slug and, for a screen loaded on demand, its module and the texts it passes.
  const entries = source
    .split('slug: "')
    .slice(1)
    .map((chunk) => ({
      slug: chunk.slice(0, chunk.indexOf('"')),
      module: chunk.match(/import\("\.\/([^"]+)"\)/)?.[1],
      passes: chunk
        .match(new RegExp(`${constant}(?:\\.([\\w]+)|\\["([\\w-]+)"\\])`))
        ?.slice(1)
        .find(Boolean),
    }));

  test("the page carries its frame's and first screen's texts", () => {
    expectExactly([page], base);
  });

  test("every screen loaded on demand passes its own list to lazyPanel", () => {
    const lazy = entries.filter((e) => e.module);
    expect(lazy.map((e) => [e.slug, e.passes])).toEqual(lazy.map((e) => [e.slug, e.slug]));
    expect(Object.keys(screens).sort()).toEqual(lazy.map((e) => e.slug).sort());
  });

  test.each(entries.filter((e) => e.module).map((e) => [e.slug, e.module!]))(
    "screen %s reads its own list and the page's",
    (slug, module) => {
      const file = path.join(path.dirname(registry), `${module}.tsx`);
      expectExactly([file], screens[slug] ?? [], base);
    },
  );
});
