// GET /api/subscriptions/{id}/redemption-quote?amount= -> { returned, forfeited, asset }
import { investorRoute, parseId, parseQuery } from "@/lib/api/route";
import { redemptionQuote } from "@/lib/earn/redemption";
import { redemptionQuoteSchema } from "@/lib/validation/earn";

export const GET = investorRoute(async ({ req, params, user }) =>
  redemptionQuote(user.id, parseId(params.id), parseQuery(req, redemptionQuoteSchema).amount),
);
