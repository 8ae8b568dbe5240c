// The JSON answers that start or end a browser session: the body plus the `token` cookie.
import { NextResponse } from "next/server";
import type { SignInOutcome } from "./finish-sign-in";
import { sessionCookie } from "./token";

export function withSessionCookie(body: Record<string, unknown>, token: string): NextResponse {
  const res = NextResponse.json(body);
  res.cookies.set(sessionCookie(token));
  return res;
}

export function withoutSessionCookie(body: Record<string, unknown>): NextResponse {
  const res = NextResponse.json(body);
  res.cookies.set({ ...sessionCookie(""), maxAge: 0 });
  return res;
}

/** A sign-in's answer: the session (body and cookie), or, with two-factor on, the challenge and no cookie. */
export function signInResponse(outcome: SignInOutcome): NextResponse {
  if ("twoFactorChallenge" in outcome)
    return NextResponse.json({ twoFactorRequired: true, challenge: outcome.twoFactorChallenge });
  return withSessionCookie(outcome.body, outcome.token);
}
