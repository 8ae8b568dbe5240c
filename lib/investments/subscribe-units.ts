// How many units of an asset pay for a USD amount at a USD price: rounded UP to 8 decimals, so the
// platform never collects less than the plan's price.
import { Money, roundUpToScale } from "@/lib/money/decimal";

export function subscriptionUnits(amountUsd: string, priceUsd: string): string {
  const price = new Money(priceUsd);
  if (!price.isFinite() || price.lte(0)) throw new Error(`invalid USD price ${priceUsd}`);
  return roundUpToScale(new Money(amountUsd).div(price)).toFixed();
}
