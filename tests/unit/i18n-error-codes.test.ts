// errors.json is keyed by the `code` the API sends with an error: messageCode(message), unless the error
// names its own code. A key that is not the code of its own English text would never be looked up, so the
// catalogue must not drift from the messages: every key is the code of its English value, or one of the
// codes errors name explicitly (or the two the client and the route wrapper use).
import errors from "@/messages/en/errors.json";
import validation from "@/messages/en/validation.json";
import { messageCode } from "@/lib/i18n/message-code";
import { TWO_FACTOR_CODES } from "@/lib/two-factor/messages";

const EXPLICIT_CODES = new Set<string>([
  ...Object.values(TWO_FACTOR_CODES),
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
  (key, english) => expect(messageCode(english)).toBe(key),
);

test("the codes errors name themselves are in the catalogue", () => {
  for (const code of EXPLICIT_CODES) expect(errors).toHaveProperty(code);
});
