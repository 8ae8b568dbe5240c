import { env } from "@/lib/env";

/** GET /api/deposits/addresses: the spec's four deposit assets and networks, addresses from configuration. */
export function depositAddresses() {
  const e = env();
  return {
    addresses: [
      { asset: "BTC", network: "Bitcoin Network", address: e.DEPOSIT_ADDRESS_BTC },
      { asset: "ETH", network: "Ethereum Network", address: e.DEPOSIT_ADDRESS_ETH },
      { asset: "USDT", network: "Tron Network", address: e.DEPOSIT_ADDRESS_USDT },
      { asset: "BNB", network: "Smart Chain (BNB Network)", address: e.DEPOSIT_ADDRESS_BNB },
    ],
  };
}
