import { consume, type Limit } from "@/lib/rate-limit";
import { ApiError } from "@/lib/api/errors";
import { setupTestDb } from "../helpers/db";

setupTestDb();

async function overLimit(key: string, limit: Limit): Promise<ApiError> {
  for (let i = 0; i < limit.limit; i++) await consume(key, limit);
  try {
    await consume(key, limit);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected a 429");
}

describe("consume", () => {
  it("names the limited action and the wait in minutes", async () => {
    const err = await overLimit("t:minutes", {
      limit: 2,
      windowSeconds: 15 * 60,
      message: "Too many sign-in attempts.",
      code: "TOO_MANY_SIGN_IN_ATTEMPTS",
    });
    expect(err.status).toBe(429);
    expect(err.message).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
    expect(err.extra.retryAfter).toBeGreaterThan(14 * 60);
    // The code stays the same whatever the wait; the wait travels as params.
    expect(err.extra.code).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
    expect(err.extra.params).toEqual({ wait: 15, unit: "minute" });
  });

  it("counts seconds under a minute", async () => {
    const err = await overLimit("t:seconds", {
      limit: 1,
      windowSeconds: 30,
      message: "Too many code requests.",
      code: "TOO_MANY_CODE_REQUESTS",
    });
    expect(err.message).toMatch(/^Too many code requests\. Please try again in (29|30) seconds\.$/);
    expect(err.extra.params).toEqual({ wait: err.extra.retryAfter, unit: "second" });
  });

  it("keeps the generic text for limits without a message", async () => {
    const err = await overLimit("t:generic", { limit: 1, windowSeconds: 60 });
    expect(err.message).toBe("Too many attempts. Please try again later.");
    expect(err.extra.code).toBeUndefined();
  });
});
