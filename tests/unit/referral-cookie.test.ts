// `/signup?ref=CODE`: the middleware keeps the link's code 30 days in a cookie.
import { NextRequest, NextResponse } from "next/server";
import { keepReferralCode, REFERRAL_COOKIE } from "@/lib/referrals/referral-cookie";

test("a sign-up link's code becomes a 30-day cookie; other pages and malformed codes leave none", () => {
  const kept = keepReferralCode(
    new NextRequest("http://localhost/signup?ref=ada7kq2m9x"),
    NextResponse.next(),
  );
  const cookie = kept.cookies.get(REFERRAL_COOKIE);
  expect(cookie).toMatchObject({ value: "ADA7KQ2M9X", maxAge: 30 * 86_400, httpOnly: true, sameSite: "lax" });
  for (const url of ["http://localhost/login?ref=ADA7KQ2M9X", "http://localhost/signup?ref=%3Cscript%3E"])
    expect(
      keepReferralCode(new NextRequest(url), NextResponse.next()).cookies.get(REFERRAL_COOKIE),
    ).toBeUndefined();
});
