// The check every API test's answers go through (tests/helpers/openapi-check.ts, run by tests/helpers/http.ts)
// does refuse what the OpenAPI document does not describe, so a passing API suite means something.
import { NextResponse } from "next/server";
import { call, handle } from "../helpers/http";
import { answerProblems, type Answer } from "../helpers/openapi-check";

const json = (value: unknown, status = 200) => NextResponse.json(value, { status });
const answer = (over: Partial<Answer>): Answer => ({
  method: "GET",
  url: "http://localhost:3000/api/users/count",
  status: 200,
  contentType: "application/json",
  text: JSON.stringify({ users: 3 }),
  ...over,
});

it("accepts an answer as documented", () => {
  expect(answerProblems(answer({}))).toEqual([]);
  expect(
    answerProblems(
      answer({ status: 401, text: JSON.stringify({ message: "Authentication required", code: "X" }) }),
    ),
  ).toEqual([]);
});

it("refuses a status the operation does not list", () => {
  expect(answerProblems(answer({ status: 409, text: JSON.stringify({ message: "m", code: "C" }) }))).toEqual([
    expect.stringMatching(/GET \/api\/users\/count answered 409: status not in the document/),
  ]);
  expect(answerProblems(answer({ status: 500, text: JSON.stringify({ message: "m", code: "C" }) }))).toEqual([
    expect.stringMatching(/answered 500: status not in the document/),
  ]);
});

it("refuses a body that breaks its schema: a wrong type, a missing field, an undeclared field", () => {
  expect(answerProblems(answer({ text: JSON.stringify({ users: "3" }) }))).toEqual([
    expect.stringMatching(/body\/users must be integer/),
  ]);
  expect(answerProblems(answer({ text: JSON.stringify({}) }))).toEqual([
    expect.stringMatching(/must have required property 'users'/),
  ]);
  expect(answerProblems(answer({ text: JSON.stringify({ users: 3, passwordHash: "x" }) }))).toEqual([
    expect.stringMatching(/must NOT have additional properties.*passwordHash/),
  ]);
  // An error answer without its `code`.
  expect(answerProblems(answer({ status: 401, text: JSON.stringify({ message: "m" }) }))).toEqual([
    expect.stringMatching(/must have required property 'code'/),
  ]);
});

it("refuses a media type the status does not list, and an operation the document does not have", () => {
  expect(answerProblems(answer({ contentType: "text/csv; charset=utf-8", text: "a,b\r\n" }))).toEqual([
    expect.stringMatching(/content type "text\/csv" not documented/),
  ]);
  expect(
    answerProblems(
      answer({
        url: "http://localhost:3000/api/users/interest?format=csv",
        contentType: "text/csv; charset=utf-8",
        text: "Date\r\n",
      }),
    ),
  ).toEqual([]);
  expect(answerProblems(answer({ method: "PATCH" }))).toEqual([
    expect.stringMatching(/PATCH \/api\/users\/count .*no such operation/),
  ]);
  // A literal path is matched before a template: /api/users/count is not /api/users/{id}.
  expect(answerProblems(answer({ method: "DELETE", url: "/api/users/7", text: '{"message":"ok"}' }))).toEqual(
    [],
  );
});

it("makes call() and handle() fail the test on an undocumented answer", async () => {
  await expect(call(async () => json({ users: "3" }), "/api/users/count")).rejects.toThrow(
    /does not match the OpenAPI document[\s\S]*body\/users must be integer/,
  );
  await expect(
    call(async () => json({ message: "m", code: "C" }, 418), "/api/users/count", { token: "t" }),
  ).rejects.toThrow(/answered 418: status not in the document/);
  await expect(
    handle(async () => json({ users: 1, extra: true }), new Request("http://localhost:3000/api/users/count")),
  ).rejects.toThrow(/additional properties/);
  const ok = await call(async () => json({ users: 1 }), "/api/users/count");
  expect(ok).toMatchObject({ status: 200, body: { users: 1 } });
});
