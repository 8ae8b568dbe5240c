/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useBalances, useMainBalance } from "@/lib/hooks/use-balances";
import { useDeposits } from "@/lib/hooks/use-deposits";
import { useNotifications } from "@/lib/hooks/use-notifications";
import { AUTO_REFRESH_MS, usePreferences, useSavePreferences } from "@/lib/hooks/use-preferences";
import { useSubscriptions } from "@/lib/hooks/use-subscriptions";
import { useTransactions } from "@/lib/hooks/use-transactions";
import { useWithdrawals } from "@/lib/hooks/use-withdrawals";
import { mockApi, ok, renderWithClient } from "../helpers/render";

// The dashboard's resources (Settings > Preferences 'Auto Refresh'): balances, activity and lists refetch every
// 30 s while it is on; when it is off only the notifications bell keeps polling. Keys are path and query string,
// since activity and subscriptions share a path.
const RESOURCES = [
  "/api/users/balances",
  "/api/users/main-balance",
  "/api/users/transactions",
  "/api/users/transactions?type=SUBSCRIPTION",
  "/api/deposits",
  "/api/withdrawals",
];
const BELL = "/api/notifications";

/** What the investor shell and its panels mount: the preferences once, then each resource hook. */
function Dashboard() {
  const prefs = usePreferences();
  const save = useSavePreferences();
  useBalances();
  useMainBalance();
  useTransactions();
  useSubscriptions();
  useDeposits();
  useWithdrawals();
  useNotifications();
  return (
    <>
      <p>{prefs.data ? `auto-refresh ${prefs.data.autoRefresh ? "on" : "off"}` : "loading"}</p>
      <button
        type="button"
        onClick={() => save.mutate({ currency: "USD", language: "en", autoRefresh: false })}
      >
        Turn off
      </button>
    </>
  );
}

function setup(autoRefresh: boolean) {
  const api = mockApi({
    "GET /api/users/preferences": ok({ preferences: { currency: "USD", language: "en", autoRefresh } }),
    "PUT /api/users/preferences": (body) => ok({ message: "Preferences saved!", preferences: body }),
    "GET /api/users/balances": ok({ balances: {}, mainBalance: 0 }),
    "GET /api/users/main-balance": ok({ mainBalance: 0 }),
    "GET /api/users/transactions": ok({ transactions: [] }),
    "GET /api/deposits": ok({ deposits: [] }),
    "GET /api/withdrawals": ok({ withdrawalRequests: [] }),
    "GET /api/notifications": ok([]),
  });
  renderWithClient(<Dashboard />);
  const count = (key: string) => api.calls.filter((c) => `${c.path}${c.search}` === key).length;
  return { count };
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/**
 * One poll period, then the poll's answer is let in (its promise, then the cache's notification), since a
 * query's interval restarts from its last update.
 */
async function period(count: (key: string) => number) {
  const bell = count(BELL);
  tick(AUTO_REFRESH_MS);
  await waitFor(() => expect(count(BELL)).toBe(bell + 1));
  await act(async () => {});
  tick(0);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("auto-refresh preference", () => {
  test("on: every resource refetches after 30 s", async () => {
    const { count } = setup(true);
    await screen.findByText("auto-refresh on");
    await waitFor(() => RESOURCES.forEach((key) => expect(count(key)).toBeGreaterThanOrEqual(1)));
    const before = Object.fromEntries(RESOURCES.map((key) => [key, count(key)]));

    tick(AUTO_REFRESH_MS);
    await waitFor(() => RESOURCES.forEach((key) => expect(count(key)).toBe(before[key] + 1)));
  });

  test("off: nothing but the bell polls, however long the dashboard stays open", async () => {
    const { count } = setup(false);
    await screen.findByText("auto-refresh off");
    await waitFor(() => RESOURCES.forEach((key) => expect(count(key)).toBe(1)));

    await period(count);
    await period(count);
    RESOURCES.forEach((key) => expect(count(key)).toBe(1));
  });

  test("turning it off in Settings stops the polling at once", async () => {
    const { count } = setup(true);
    await screen.findByText("auto-refresh on");
    await waitFor(() => RESOURCES.forEach((key) => expect(count(key)).toBeGreaterThanOrEqual(1)));
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    await screen.findByText("auto-refresh off");
    const before = Object.fromEntries(RESOURCES.map((key) => [key, count(key)]));

    await period(count);
    await period(count);
    RESOURCES.forEach((key) => expect(count(key)).toBe(before[key]));
  });
});
