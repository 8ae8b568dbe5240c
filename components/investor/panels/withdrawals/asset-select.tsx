import { useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Coin } from "@/lib/enums";
import { ASSET_SYMBOLS } from "@/lib/labels";

type Props = {
  id: string;
  value: Coin;
  onChange: (coin: Coin) => void;
  options: readonly Coin[];
  disabled?: boolean;
  error?: string;
};

/** The asset choice with the spec's labels ('Bitcoin (BTC)', 'Ethereum (ETH)', 'USDT', 'USDC'). */
export function AssetSelect({ id, value, onChange, options, disabled, error }: Props) {
  const t = useTranslations("investor.withdrawals.form");
  const assetName = useTranslations("investor.shell.assets");
  const label = (coin: Coin) =>
    assetName(coin) === ASSET_SYMBOLS[coin]
      ? ASSET_SYMBOLS[coin]
      : t("assetOption", { name: assetName(coin), symbol: ASSET_SYMBOLS[coin] });
  return (
    <Select value={value} onValueChange={(v) => onChange(v as Coin)} disabled={disabled}>
      <SelectTrigger
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((coin) => (
          <SelectItem key={coin} value={coin}>
            {label(coin)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
