// What a client may see of a user: an explicit column list, so no hash or internal field can leak.
import type { User } from "@/db/schema";

export function publicUser(user: User, mainBalance?: string) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isVerified: user.isVerified,
    emailVerified: !!user.emailVerifiedAt,
    createdAt: user.createdAt.toISOString(),
    ...(mainBalance !== undefined ? { mainBalance: Number(mainBalance) } : {}),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

/** The sign-in answer's user (spec 1 §7: id, email, mainBalance; plus what the dashboard greets with). */
export function signedInUser(user: User, mainBalance: string) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isVerified: user.isVerified,
    mainBalance: Number(mainBalance),
  };
}
