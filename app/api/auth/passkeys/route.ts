// GET /api/auth/passkeys -> { enabled, max, passkeys }; POST /api/auth/passkeys { name, password, code?,
// passkey?, response } -> 201 { message, passkey }: the attestation of the registration options' challenge
import { NextResponse } from "next/server";
import { accountRoute, parseBody, userRoute } from "@/lib/api/route";
import { addPasskey, listPasskeys } from "@/lib/auth/passkeys/manage";
import { addPasskeySchema } from "@/lib/auth/passkeys/validation";
import { clientIp } from "@/lib/rate-limit";

export const GET = userRoute(async ({ user }) => listPasskeys(user.id));

export const POST = accountRoute(async ({ req, user }) =>
  NextResponse.json(await addPasskey(user, await parseBody(req, addPasskeySchema), clientIp(req)), {
    status: 201,
  }),
);
