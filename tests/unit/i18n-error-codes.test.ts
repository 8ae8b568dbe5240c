// errors.json is keyed by the `code` the API sends with an error: messageCode(message), unless the error
// names its own code. A key that is not the code of its own English text would never be looked up, so the
// catalogue must not drift from the messages: every key is the code of its English value, or one of the
// codes errors name explicitly (or the two the client and the route wrapper use).
//
// The errors whose English text has figures or names in it name their own code and send the figures as
// params (lib/api/error-codes.ts): each language's text is written around exactly those params, and the
// English one, given the params an error really carries, reads exactly as the error's message.
import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "use-intl/core";
import { z } from "zod";
import errors from "@/messages/en/errors.json";
import validation from "@/messages/en/validation.json";
import { LOCALES } from "@/i18n/config";
import { TEMPLATED_ERRORS, waitParams, type TemplatedErrorCode } from "@/lib/api/error-codes";
import { ApiError } from "@/lib/api/errors";
import { parseBody, parseQuery } from "@/lib/api/parse-input";
import { errorResponse } from "@/lib/api/route";
import { TIED_TO } from "@/lib/admin/transaction-kinds";
import { withAmountLists } from "@/lib/i18n/amount-list";
import { amountFor } from "@/lib/i18n/server-translator";
import { messageCode } from "@/lib/i18n/message-code";
import { LIMITS, limited, type Limit } from "@/lib/rate-limit";
import { REPLIES_PER_USER } from "@/lib/support/reply-to-ticket";
import { TICKETS_PER_USER } from "@/lib/support/submit-ticket";
import { TWO_FACTOR_CODES } from "@/lib/two-factor/messages";
import { withdrawalSchema } from "@/lib/validation/withdrawals";
import { lockedError, PIN_LOCK_MINUTES } from "@/lib/withdrawal-pin/check-pin";
import { ADDRESS_BOOK_CODES } from "@/lib/withdrawal-addresses/messages";

const TEMPLATED = new Set<string>(Object.keys(TEMPLATED_ERRORS));
/** The templated codes a field's message can carry (validation.json); the rest are whole answers'. */
const FIELD_CODES = new Set<string>(["FIELD_REPEATED", "WITHDRAWAL_NETWORK_MISMATCH"]);

const EXPLICIT_CODES = new Set<string>([
  ...Object.values(TWO_FACTOR_CODES),
  ADDRESS_BOOK_CODES.notWhitelisted,
  ...TEMPLATED,
  "TICKET_CLOSED",
  "NETWORK_ERROR",
  "INTERNAL_ERROR",
]);

test.each(Object.entries(errors as Record<string, string>))(
  "errors.%s is the code of its English text",
  (key, english) => {
    if (EXPLICIT_CODES.has(key)) return;
    expect(messageCode(english)).toBe(key);
  },
);

test.each(Object.entries(validation as Record<string, string>))(
  "validation.%s is the code of its English text",
  (key, english) => {
    if (FIELD_CODES.has(key)) return;
    expect(messageCode(english)).toBe(key);
  },
);

test("the codes errors name themselves are in the catalogue", () => {
  for (const code of EXPLICIT_CODES) expect(errors).toHaveProperty(code);
  for (const code of FIELD_CODES) expect(validation).toHaveProperty(code);
});

// --- Templated codes -------------------------------------------------------------------------------------

const catalogue = (locale: string, namespace: "errors" | "validation"): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/${namespace}.json`), "utf8"));

/** The names of the arguments a text uses, at any depth of its plurals and selects. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if ("value" in el && typeof el.value === "string" && el.type !== TYPE.literal) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentNames(option.value, into);
  }
  return into;
}

describe.each([...LOCALES])("%s", (locale) => {
  const namespaces = ["errors", "validation"] as const;

  test.each(Object.keys(TEMPLATED_ERRORS))("%s is written around exactly its params", (code) => {
    const declared = [...TEMPLATED_ERRORS[code as TemplatedErrorCode]].sort();
    const where = FIELD_CODES.has(code) ? namespaces : (["errors"] as const);
    for (const namespace of where) {
      const text = catalogue(locale, namespace)[code];
      expect({ namespace, code, text: typeof text }).toEqual({ namespace, code, text: "string" });
      expect({ namespace, code, params: [...argumentNames(parse(text))].sort() }).toEqual({
        namespace,
        code,
        params: declared,
      });
    }
  });

  test("no other text expects params (the API sends none with it)", () => {
    for (const namespace of namespaces) {
      const withArguments = Object.entries(catalogue(locale, namespace))
        .filter(([key]) => !TEMPLATED.has(key))
        .filter(([, text]) => argumentNames(parse(text)).size > 0)
        .map(([key]) => `${namespace}.${key}`);
      expect(withArguments).toEqual([]);
    }
  });
});

const english = createTranslator({
  locale: "en",
  messages: { errors: catalogue("en", "errors"), validation: catalogue("en", "validation") },
  onError: (err) => {
    throw err;
  },
});
const german = createTranslator({
  locale: "de",
  messages: { errors: catalogue("de", "errors") },
  onError: (err) => {
    throw err;
  },
});

/** What a browser shows for the error in English: the text for its code, given its params. */
function inEnglish(err: ApiError): string {
  const { code, params } = err.extra;
  expect(code && TEMPLATED.has(code)).toBe(true);
  return english(`errors.${code}` as never, params as never);
}

async function refusal(run: () => unknown): Promise<ApiError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}

describe("the English text of a templated error is its message", () => {
  const limits: [string, Limit][] = [
    ...Object.entries(LIMITS as Record<string, Limit>),
    ["REPLIES_PER_USER", REPLIES_PER_USER],
    ["TICKETS_PER_USER", TICKETS_PER_USER],
  ];
  test.each(limits.filter(([, limit]) => limit.message))(
    "rate limit %s, for every kind of wait",
    (_name, limit) => {
      for (const seconds of [1, 2, 59, 60, 61, 119, 900, 3600]) {
        const err = limited(seconds, limit);
        expect(err.status).toBe(429);
        expect(err.extra.params).toEqual(waitParams(seconds));
        expect(inEnglish(err)).toBe(err.message);
      }
    },
  );

  test("the withdrawal PIN lock, as it is set and while it lasts", () => {
    const justLocked = lockedError(new Date(Date.now() + PIN_LOCK_MINUTES * 60_000), true);
    expect(justLocked.message).toBe(
      "Too many incorrect PIN attempts. Withdrawal PIN use is locked for 30 minutes.",
    );
    expect(justLocked.extra).toMatchObject({ code: "WITHDRAWAL_PIN_LOCKED", params: { minutes: 30 } });
    expect(inEnglish(justLocked)).toBe(justLocked.message);
    for (const seconds of [30, 60, 61, 1799]) {
      const err = lockedError(new Date(Date.now() + seconds * 1000), false);
      expect(err.extra.code).toBe("WITHDRAWAL_PIN_STILL_LOCKED");
      expect(inEnglish(err)).toBe(err.message);
    }
  });

  test.each([8 * 1024, 32 * 1024, 256 * 1024, 5 * 1024 * 1024 + 4096])(
    "a body over a cap of %i bytes",
    async (maxBytes) => {
      const req = new Request("http://localhost/api/x", {
        method: "POST",
        headers: { "content-length": String(maxBytes + 1), "content-type": "application/json" },
      });
      const err = await refusal(() => parseBody(req, z.object({}), { maxBytes }));
      expect(err.status).toBe(413);
      expect(inEnglish(err)).toBe(err.message);
    },
  );

  test("a query parameter given twice, its name quoted (an apostrophe in the name too)", async () => {
    for (const name of ["page", "it's"]) {
      const req = new Request(
        `http://localhost/api/x?${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`,
      );
      const err = await refusal(() => parseQuery(req, z.object({})));
      expect(err.message).toBe(`The query parameter '${name}' is given more than once`);
      expect(inEnglish(err)).toBe(err.message);
    }
  });

  test("a schema's message with names in it: the field error and the answer carry its code and params", async () => {
    const parsed = withdrawalSchema.safeParse({
      amount: "0.1",
      asset: "BITCOIN",
      network: "Ethereum Network",
      address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
    });
    expect(parsed.success).toBe(false);
    const res = errorResponse(parsed.error);
    expect(res.status).toBe(400);
    const body = await res.json();
    const template = {
      code: "WITHDRAWAL_NETWORK_MISMATCH",
      params: { asset: "Bitcoin", network: "Bitcoin Network" },
    };
    expect(body).toMatchObject({ message: "Bitcoin withdrawals go over Bitcoin Network", ...template });
    expect(body.errors).toEqual([{ path: "network", message: body.message, ...template }]);
    expect(english(`errors.${body.code}` as never, body.params as never)).toBe(body.message);
    expect(english(`validation.${body.code}` as never, body.params as never)).toBe(body.message);
  });

  test("a user who still holds money: the balances as a list, written out as the message writes them", () => {
    const balances = [
      { amount: "1.5", asset: "BTC" },
      { amount: "12345.5", asset: "USDT" },
    ];
    expect(
      english("errors.USER_STILL_HAS_BALANCE" as never, withAmountLists({ balances }, "en") as never),
    ).toBe("User still has a balance (1.5 BTC, 12345.5 USDT). Reset the balance before deleting the user.");
    expect(
      german("errors.USER_STILL_HAS_BALANCE" as never, withAmountLists({ balances }, "de") as never),
    ).toBe(
      "Der Benutzer hat noch Guthaben (1,5 BTC, 12.345,5 USDT). Setzen Sie das Guthaben zurück, bevor Sie den " +
        "Benutzer löschen.",
    );
  });

  test("a transaction whose money is tied elsewhere names what it is tied to", () => {
    for (const [type, tiedTo] of Object.entries(TIED_TO)) {
      expect(english("errors.TRANSACTION_MONEY_TIED" as never, { type } as never)).toBe(
        `The amount, asset and type of a ${type} transaction cannot be edited: its money is tied to ${tiedTo}.`,
      );
    }
  });
});

/** The source files of the server: lib/ and the route handlers. */
function serverSources(dir = path.resolve(__dirname, "../../lib"), out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) serverSources(at, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(at);
  }
  return out;
}

/** The text of the call that opens at `start` (just past its "("), up to its closing parenthesis. */
function callText(source: string, start: number): string {
  let depth = 1;
  let i = start;
  while (i < source.length && depth > 0) {
    if (source[i] === "(") depth++;
    else if (source[i] === ")") depth--;
    i++;
  }
  return source.slice(start, i - 1);
}

test("every API error built from a template names its code (a new one would read in English only)", () => {
  const files = [...serverSources(), ...serverSources(path.resolve(__dirname, "../../app/api"))];
  const untemplated: string[] = [];
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    const calls = /\b(badRequest|conflict|forbidden|notFound|unauthorized|tooManyRequests|new ApiError)\(/g;
    for (const match of source.matchAll(calls)) {
      const args = callText(source, match.index + match[0].length);
      if (/`[^`]*\$\{/.test(args) && !/templated\(|\bcode\b/.test(args))
        untemplated.push(
          `${path.relative(path.resolve(__dirname, "../.."), file)}: ${match[1]}(${args.slice(0, 80)}`,
        );
    }
  }
  expect(untemplated).toEqual([]);
});

/** Files whose messages no reader of the product sees: start-up configuration and the OpenAPI document. */
const NOT_READ_BY_USERS = [
  /^lib\/env\.ts$/,
  /^lib\/api\/openapi\//,
  /^lib\/api\/route-table\.ts$/,
  /^lib\/bench\//,
];

/** A double-quoted string literal, or the name of a constant that holds one. */
const LITERAL = String.raw`"((?:[^"\\\n]|\\.)*)"`;
const ARGUMENT = String.raw`(?:${LITERAL}|([A-Z][A-Z0-9_]*)\b(?!\s*[.(\[]))`;
/** An API error's English message: the catalogue of whole answers (errors.json) must have its code. */
const API_ERROR = [
  new RegExp(
    String.raw`\b(?:badRequest|conflict|forbidden|notFound|unauthorized|tooManyRequests)\(\s*` + ARGUMENT,
    "g",
  ),
  new RegExp(String.raw`\bnew ApiError\(\s*\d+\s*,\s*` + ARGUMENT, "g"),
];
/** A schema's message for a field: shown beside the field (validation.json) and as the answer's (errors.json). */
const FIELD_MESSAGE = [
  new RegExp(
    String.raw`\.(?:min|max|length|gte|lte|gt|lt|regex|refine|int|positive|nonnegative)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*` +
      ARGUMENT,
    "g",
  ),
  new RegExp(String.raw`\bz\.(?:email|url|uuid)\(\s*` + ARGUMENT, "g"),
  new RegExp(String.raw`\berror:\s*` + ARGUMENT, "g"),
];
/** `message:` is a schema's message only in a file that builds schemas (elsewhere it is a success answer). */
const SCHEMA_MESSAGE = new RegExp(String.raw`\bmessage:\s*` + ARGUMENT, "g");
/** A field error built by hand (`{ path, message }`), in any file. */
const FIELD_ERROR = new RegExp(String.raw`\bpath:[^,{}]*,\s*message:\s*` + ARGUMENT, "g");

test("every fixed error message of the API and its schemas has a text in the catalogues", () => {
  const rootDir = path.resolve(__dirname, "../..");
  const files = [...serverSources(), ...serverSources(path.resolve(rootDir, "app/api"))]
    .map((file) => ({ file, name: path.relative(rootDir, file) }))
    .filter(({ name }) => !NOT_READ_BY_USERS.some((re) => re.test(name)));
  // Constants that hold a message ("const USER_NOT_FOUND = '...'"), wherever they are declared.
  const constants = new Map<string, string>();
  const declared = new RegExp(String.raw`\bconst ([A-Z][A-Z0-9_]*) =\s*` + LITERAL + String.raw`\s*;`, "g");
  for (const { file } of files)
    for (const m of fs.readFileSync(file, "utf8").matchAll(declared))
      constants.set(m[1]!, JSON.parse(`"${m[2]}"`));
  const missing: string[] = [];
  let checked = 0;
  for (const { file, name } of files) {
    const source = fs.readFileSync(file, "utf8");
    const textOf = (m: RegExpMatchArray): string | undefined => {
      if (m[1] !== undefined) return JSON.parse(`"${m[1]}"`);
      if (constants.has(m[2]!)) return constants.get(m[2]!);
      // A constant built from others (`q must be at most ${n} characters`): its value as the module exports it.
      const exported = (require(file) as Record<string, unknown>)[m[2]!];
      return typeof exported === "string" ? exported : undefined;
    };
    const check = (patterns: RegExp[], catalogues: Record<string, string>[], where: string) => {
      for (const pattern of patterns)
        for (const m of source.matchAll(pattern)) {
          // An error that names its own code is looked up by that code (checked above), not by its text's.
          const after = source
            .slice(m.index! + m[0].length)
            .split("\n")
            .slice(0, 3)
            .join(" ");
          if (/^[^;]*?\b(code:|templated\()/.test(after)) continue;
          const text = textOf(m);
          if (text === undefined) continue;
          checked++;
          const code = messageCode(text);
          if (!catalogues.every((c) => Object.hasOwn(c, code)))
            missing.push(`${name}: ${where} ${code} "${text}"`);
        }
    };
    check(API_ERROR, [errors], "errors.json");
    check(FIELD_MESSAGE, [errors, validation], "errors.json + validation.json");
    if (/from "zod"/.test(source))
      check([SCHEMA_MESSAGE], [errors, validation], "errors.json + validation.json");
    else check([FIELD_ERROR], [errors, validation], "errors.json + validation.json");
  }
  expect(checked).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});

// The same for the schemas as they are built (messages written with template literals included): every
// exported schema of lib/validation, walked through its fields, pipes, unions and checks.
type ZodLike = { _zod: { def: Record<string, unknown> & { error?: unknown; checks?: ZodLike[] } } };
const isSchema = (v: unknown): v is ZodLike => typeof v === "object" && v !== null && "_zod" in v;
/** Checks on a size, a range or a number's kind: without a message of their own, zod's English ("Too big:
 *  expected string to have <=128 characters") would reach the reader. */
const SIZE_CHECKS = new Set([
  "max_length",
  "min_length",
  "length_equals",
  "greater_than",
  "less_than",
  "number_format",
]);

function schemaMessages() {
  const dir = path.resolve(__dirname, "../../lib/validation");
  const seen = new Set<unknown>();
  const messages = new Map<string, string>();
  const unnamed: string[] = [];
  const fixed = (error: unknown): string | undefined => {
    if (typeof error !== "function") return undefined;
    try {
      const given = error({});
      if (typeof given === "string") return given;
      if (given && typeof given.message === "string") return given.message;
    } catch {
      // A message written from the issue itself is not a fixed text.
    }
    return undefined;
  };
  const visit = (value: unknown, where: string) => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (!isSchema(value)) {
      if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return;
      for (const v of Object.values(value)) visit(v, where);
      return;
    }
    const def = value._zod.def;
    const own = fixed(def.error);
    if (own) messages.set(own, where);
    for (const check of def.checks ?? []) {
      const checkDef = check._zod.def as { check?: string; error?: unknown };
      const text = fixed(checkDef.error);
      if (text) messages.set(text, where);
      else if (checkDef.check && SIZE_CHECKS.has(checkDef.check) && checkDef.error === undefined)
        unnamed.push(`${where}: ${checkDef.check}`);
    }
    for (const [key, v] of Object.entries(def)) if (key !== "checks") visit(v, where);
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const mod = require(path.join(dir, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) visit(value, `lib/validation/${file} ${name}`);
  }
  return { messages, unnamed };
}

/** Schemas that only describe answers (the OpenAPI document), never what a person typed. */
const ANSWER_SCHEMAS = /^lib\/validation\/jobs\.ts (jobCountsSchema|listedJobSchema)$/;

test("every message of the shared schemas has a text in both catalogues; no size check goes without one", () => {
  const { messages, unnamed } = schemaMessages();
  expect(messages.size).toBeGreaterThan(50);
  const inBoth = (text: string) =>
    Object.hasOwn(errors, messageCode(text)) && Object.hasOwn(validation, messageCode(text));
  const missing = [...messages]
    .filter(([text]) => !inBoth(text))
    .map(([text, where]) => `${where}: ${messageCode(text)} "${text}"`);
  expect(missing).toEqual([]);
  expect(unnamed.filter((where) => !ANSWER_SCHEMAS.test(where.split(":")[0]!))).toEqual([]);
});

describe("amounts in the reader's language", () => {
  test("German groups thousands and writes a decimal comma, every digit of the decimal string kept", () => {
    expect(
      german(
        "errors.INSUFFICIENT_BALANCE_AVAILABLE" as never,
        {
          available: "12345678901234567.12345678",
          asset: "BTC",
        } as never,
      ),
    ).toBe("Unzureichendes Guthaben. Verfügbar: 12.345.678.901.234.567,12345678 BTC");
    // English keeps the server's own digits (no grouping): it must read as the API's message.
    expect(
      english(
        "errors.INSUFFICIENT_BALANCE_AVAILABLE" as never,
        { available: "1234.5", asset: "BTC" } as never,
      ),
    ).toBe("Insufficient balance. Available: 1234.5 BTC");
  });

  test("e-mails and notifications: amountFor keeps amounts past 15 digits exact", () => {
    expect(amountFor("de", "12345678901234567.12345678")).toBe("12.345.678.901.234.567,12345678");
    expect(amountFor("fr", "0.10000000")).toBe("0,10000000");
    expect(amountFor("en", "1234.5")).toBe("1234.5");
    expect(amountFor("de", "not a number")).toBe("not a number");
  });
});
