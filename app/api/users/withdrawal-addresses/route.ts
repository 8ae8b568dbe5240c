// GET /api/users/withdrawal-addresses -> { addresses, whitelistOnly, whitelistOffAt, cooldownHours };
// POST { label, asset, network, address } -> 201 { message, address } (UNCONFIRMED; the link is e-mailed).
import { NextResponse } from "next/server";
import { investorRoute, parseBody } from "@/lib/api/route";
import { withdrawalAddressSchema } from "@/lib/validation/withdrawal-addresses";
import { addWithdrawalAddress } from "@/lib/withdrawal-addresses/add-withdrawal-address";
import { listWithdrawalAddresses } from "@/lib/withdrawal-addresses/list-withdrawal-addresses";

export const GET = investorRoute(async ({ user }) => listWithdrawalAddresses(user.id));

export const POST = investorRoute(async ({ req, user }) =>
  NextResponse.json(await addWithdrawalAddress(user.id, await parseBody(req, withdrawalAddressSchema)), {
    status: 201,
  }),
);
