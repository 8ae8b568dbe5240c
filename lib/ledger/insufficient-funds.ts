import { ApiError } from "@/lib/api/errors";
import type { Asset } from "@/lib/money/assets";

/** A debit the balance does not cover. Callers turn it into their own message; it always rolls back. */
export class InsufficientFundsError extends ApiError {
  constructor(
    readonly asset: Asset,
    readonly available: string,
  ) {
    super(400, "Insufficient balance", { insufficientFunds: true });
  }
}
