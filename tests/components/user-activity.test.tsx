/** @jest-environment jsdom */
import { apiFetch } from "@/lib/api-client";
import { ATTENDED_FOR_MS, BACKGROUND_HEADER } from "@/lib/user-activity";

// The idle timeout counts people: requests made while nobody touches the page carry the background header,
// which the server answers without counting them as activity (tests/api/auth-sessions.test.ts).
describe("requests from an unattended page", () => {
  const sent: Record<string, string>[] = [];
  let clock = 1_000_000;

  beforeEach(() => {
    sent.length = 0;
    jest.spyOn(Date, "now").mockImplementation(() => clock);
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ ...(init?.headers as Record<string, string>) });
      return { ok: true, status: 200, text: async () => "{}" } as Response;
    }) as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  const background = () => sent.at(-1)![BACKGROUND_HEADER] ?? null;

  it("are marked once a minute has passed without a key, pointer or scroll, and not after the next one", async () => {
    await apiFetch("/api/user");
    expect(background()).toBeNull();

    clock += ATTENDED_FOR_MS + 1;
    await apiFetch("/api/notifications");
    expect(background()).toBe("1");

    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    await apiFetch("/api/users/balances");
    expect(background()).toBeNull();
  });

  it("are marked while the tab is hidden", async () => {
    window.dispatchEvent(new Event("pointerdown"));
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await apiFetch("/api/notifications");
    expect(background()).toBe("1");
    visibility.mockReturnValue("visible");
    await apiFetch("/api/notifications");
    expect(background()).toBeNull();
  });
});
