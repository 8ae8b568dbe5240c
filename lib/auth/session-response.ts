// The JSON answers that start or end a browser session: the body plus the `token` cookie.
import { NextResponse } from "next/server";
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
