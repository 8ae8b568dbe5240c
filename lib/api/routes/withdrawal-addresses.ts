// The investor's withdrawal address book.
import { z } from "zod";
import {
  confirmWithdrawalAddressSchema,
  deleteWithdrawalAddressSchema,
  withdrawalAddressSchema,
} from "@/lib/validation/withdrawal-addresses";
import { withdrawalAddressAnswerSchema } from "@/lib/withdrawal-addresses/address-output";
import { messageAnswer } from "@/lib/api/openapi/answers";
import { whitelistAnswer, RATE_LIMITED } from "./shared-answers";
import { route, type RouteEntry } from "./route-entry";

export const withdrawalAddressRoutes: RouteEntry[] = [
  route("GET /api/users/withdrawal-addresses", "investor", "Money", "The caller's withdrawal address book", {
    description:
      "Newest first. An address is UNCONFIRMED until its e-mailed link is opened, COOLING_DOWN until " +
      "`activeAt` (confirmedAt + `cooldownHours`), then ACTIVE.",
    response: z.object({
      addresses: z.array(withdrawalAddressAnswerSchema),
      ...whitelistAnswer,
      cooldownHours: z.number().int(),
    }),
  }),
  route("POST /api/users/withdrawal-addresses", "investor", "Money", "Save a withdrawal address", {
    created: true,
    description:
      "Checked for the asset's network with its checksum (bech32/bech32m or base58check for Bitcoin, EIP-55 " +
      "when mixed case for Ethereum, base58check for Tron). Answers 201 with the UNCONFIRMED address and " +
      "e-mails a link valid 24 hours. At most 50 addresses.",
    body: withdrawalAddressSchema,
    response: z.object({ message: z.string(), address: withdrawalAddressAnswerSchema }),
    errors: { 409: "The address is already saved for this asset" },
  }),
  route(
    "POST /api/users/withdrawal-addresses/confirm",
    "user",
    "Money",
    "Confirm a withdrawal address from its e-mailed link",
    {
      description:
        "By the signed-in owner, within 24 hours, once; an unknown, used, expired or another user's token is " +
        "the same 400. `code` ADDRESS_CONFIRMED and `activeAt` let a client write the message in its language.",
      body: confirmWithdrawalAddressSchema,
      response: z.object({
        message: z.string(),
        code: z.literal("ADDRESS_CONFIRMED"),
        activeAt: z.string(),
        address: withdrawalAddressAnswerSchema,
      }),
    },
  ),
  route("DELETE /api/users/withdrawal-addresses/[id]", "investor", "Money", "Remove a withdrawal address", {
    description:
      "Needs the withdrawal PIN, and `otp` with two-factor on, as a withdrawal does. Another user's id is a 404.",
    body: deleteWithdrawalAddressSchema,
    response: messageAnswer,
    errors: { 404: "No such address of the caller's", 429: RATE_LIMITED },
  }),
];
