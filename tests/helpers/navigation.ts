// One `next/navigation` mock for component tests:
//   jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
// useSearchParams follows window.location, including history.pushState/replaceState and popstate, as the
// real App Router does, so URL state (panels, table pages) can be exercised and asserted.
import { useMemo, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

for (const method of ["pushState", "replaceState"] as const) {
  const original = window.history[method].bind(window.history);
  window.history[method] = (...args: Parameters<History["pushState"]>) => {
    original(...args);
    notify();
  };
}
window.addEventListener("popstate", notify);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  prefetch: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
};

export const navigationMock = {
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => {
    const search = useSyncExternalStore(subscribe, () => window.location.search);
    return useMemo(() => new URLSearchParams(search), [search]);
  },
};

/** Session boundaries leave with a full page load (lib/replace-page.ts), which jsdom cannot perform:
 *  jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock); */
export const replacePage = jest.fn();
export const replacePageMock = { replacePage: (path: string) => replacePage(path) };

/** Puts the test at a URL (e.g. "/dashboard?panel=invest") and tells the mock's subscribers. */
export function goTo(url: string) {
  window.history.replaceState(null, "", url);
}
