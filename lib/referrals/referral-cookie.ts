// `/signup?ref=CODE`: the code is kept 30 days in a cookie, so a friend who looks around first and
// signs up later is still theirs; the sign-up page reads it (the link's own `ref` first) into the form.
import type { NextRequest, NextResponse } from "next/server";

export const REFERRAL_COOKIE = "apex_ref";
export const REFERRAL_COOKIE_DAYS = 30;
const CODE = /^[A-Za-z0-9]{4,32}$/;

/** A well-formed code, upper-cased; undefined otherwise. */
export function referralCodeFrom(value: string | string[] | undefined | null): string | undefined {
  const code = Array.isArray(value) ? value[0] : value;
  return code && CODE.test(code) ? code.toUpperCase() : undefined;
}

/** In the middleware: a sign-up link's code becomes the cookie (a later link's replaces it). */
export function keepReferralCode(req: NextRequest, res: NextResponse): NextResponse {
  if (!/^\/signup\/?$/.test(req.nextUrl.pathname)) return res;
  const code = referralCodeFrom(req.nextUrl.searchParams.get("ref"));
  if (code)
    res.cookies.set(REFERRAL_COOKIE, code, {
      maxAge: REFERRAL_COOKIE_DAYS * 86_400,
      httpOnly: true,
      sameSite: "lax",
      secure: req.nextUrl.protocol === "https:",
      path: "/",
    });
  return res;
}
