// One rule for a query-string choice (the dashboards' `?panel=`), shared by the browser's hook
// (lib/hooks/use-url-state.ts, useUrlChoice) and the server page that must know which screen the same address
// opens (app/(app)/(investor)/dashboard/page.tsx): an unknown, missing or repeated value reads as the fallback.
export function urlChoice<T extends string>(raw: unknown, values: readonly T[], fallback: T): T {
  return typeof raw === "string" && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}
