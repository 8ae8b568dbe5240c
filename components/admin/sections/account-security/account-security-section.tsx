"use client";

import { AccountSecurity } from "@/components/account-security/account-security";

// The signed-in administrator's own account: the investor's Settings > Security, the same routes answering for
// whoever calls them. Every role opens it (section-permissions.ts): it touches nobody else's account.
export function AccountSecuritySection() {
  return <AccountSecurity audience="admin" />;
}
