// Errors whose English text has figures in it answer with a fixed `code` and the figures as `params`
// (lib/api/error-codes.ts), so a browser can write them in its reader's language: the English catalogue text,
// given the answer's params, is the answer's message word for word, and German writes the same figures its
// own way.
import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { createPlan, expectBooksBalanced, fund, setPin } from "../helpers/money";

setupTestDb();
afterEach(expectBooksBalanced);

const errors = (locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/errors.json`), "utf8"));
const translator = (locale: string) =>
  createTranslator({
    locale,
    messages: { errors: errors(locale) },
    namespace: "errors",
    onError: (err) => {
      throw err;
    },
  }) as unknown as (code: string, params?: Record<string, string | number>) => string;
const english = translator("en");
const german = translator("de");

const withdrawal = (pin: string, amount = "0.25") => ({
  amount,
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
  pin,
});

test("insufficient balance: the code, the available amount as a decimal string with its asset", async () => {
  const { user, token } = await createUser();
  await setPin(user.id, "4821");
  await fund(user.id, "BITCOIN", "1234.5");
  const res = await call(withdrawRoute, "/api/withdrawals", { token, body: withdrawal("4821", "2000") });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    message: "Insufficient balance. Available: 1234.5 BTC",
    code: "INSUFFICIENT_BALANCE_AVAILABLE",
    params: { available: "1234.5", asset: "BTC" },
    available: "1234.5",
  });
  expect(english(res.body.code, res.body.params)).toBe(res.body.message);
  expect(german(res.body.code, res.body.params)).toBe("Unzureichendes Guthaben. Verfügbar: 1.234,5 BTC");
});

test("a subscription of another amount than the plan's minimum: the minimum in params", async () => {
  const { user, token } = await createUser();
  await fund(user.id, "USDT", "5000");
  const plan = await createPlan({ minimumAmount: "1000.5" });
  const res = await call(subscribeRoute, "/api/investments/subscribe", {
    token,
    body: { planId: plan.id, asset: "USDT", amount: 1000 },
  });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    message: "Amount must be the plan's minimum investment of 1000.5 USD",
    code: "PLAN_MINIMUM_INVESTMENT",
    params: { minimum: "1000.5" },
  });
  expect(english(res.body.code, res.body.params)).toBe(res.body.message);
  expect(german(res.body.code, res.body.params)).toBe(
    "Der Betrag muss der Mindestanlage des Plans von 1.000,5 USD entsprechen",
  );
});

test("the PIN lock: the same code whatever the minutes, the minutes in params", async () => {
  const { user, token } = await createUser();
  await setPin(user.id, "2468");
  await fund(user.id, "BITCOIN", "1");
  const send = () => call(withdrawRoute, "/api/withdrawals", { token, body: withdrawal("0000") });
  for (let i = 0; i < 4; i++) expect((await send()).status).toBe(400);

  const locking = await send();
  expect(locking.status).toBe(429);
  expect(locking.body).toMatchObject({ code: "WITHDRAWAL_PIN_LOCKED", params: { minutes: 30 } });
  expect(english(locking.body.code, locking.body.params)).toBe(locking.body.message);

  const locked = await send();
  expect(locked.status).toBe(429);
  expect(locked.body).toMatchObject({ code: "WITHDRAWAL_PIN_STILL_LOCKED", params: { minutes: 30 } });
  expect(locked.body.message).toBe(
    "Withdrawal PIN is locked after too many incorrect attempts. Try again in 30 minute(s).",
  );
  expect(english(locked.body.code, locked.body.params)).toBe(locked.body.message);
  expect(german(locked.body.code, locked.body.params)).toBe(
    "Die Auszahlungs-PIN ist nach zu vielen falschen Eingaben gesperrt. Versuchen Sie es in 30 Minuten erneut.",
  );
});
