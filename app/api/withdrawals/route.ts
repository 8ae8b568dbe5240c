// GET /api/withdrawals -> withdrawalRequests[]; POST /api/withdrawals {amount, asset, network, address, pin, otp} -> message (otp: the authenticator code, when 2FA is on)
import { assertWithdrawalsAllowed } from "@/lib/account-lock/withdrawal-block";
import { investorRoute, parseBody, userRoute } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { clientIp } from "@/lib/rate-limit";
import { withdrawalSchema } from "@/lib/validation/withdrawals";
import { listWithdrawalRequests } from "@/lib/withdrawals/list-withdrawals";
import { requestWithdrawal } from "@/lib/withdrawals/request-withdrawal";

export const GET = userRoute(async ({ user }) => ({
  withdrawalRequests: await listWithdrawalRequests(user.id),
}));

export const POST = investorRoute(
  idempotent(
    ({ req }) => parseBody(req, withdrawalSchema),
    async ({ req, user, input }) => {
      // Paused for 24 hours after an unlock by password reset (lib/account-lock).
      await assertWithdrawalsAllowed(user.id);
      return requestWithdrawal(user.id, input, clientIp(req));
    },
  ),
);
