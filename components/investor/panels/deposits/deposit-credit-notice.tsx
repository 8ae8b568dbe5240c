import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = {
  /** The address is the platform's shared one (no account key for the network): the team matches and credits. */
  team: boolean;
  /** The chosen network's required confirmations (before a choice: the usual 12). */
  confirmations: number;
  onViewHistory: () => void;
  onContactSupport: () => void;
};

// docs/decisions.md, "Deposits" and "Deposit addresses": a credit follows the confirmations, so saying so up
// front keeps anyone from expecting the balance to move the moment they send. At a shared address only the
// team can tell whose coins arrived, so the investor is asked to tell Support.
export function DepositCreditNotice({ team, confirmations, onViewHistory, onContactSupport }: Props) {
  const t = useTranslations("investor.deposits.credit");
  return (
    <Alert variant="info">
      <p className="font-medium">{team ? t("teamTitle") : t("title")}</p>
      <p className="mt-1">
        {team ? t("teamBody", { count: confirmations }) : t("body", { count: confirmations })}
      </p>
      <div className="flex flex-wrap gap-x-4">
        <Button variant="link" className="h-auto px-0 py-1" onClick={onViewHistory}>
          {t("viewHistory")}
        </Button>
        {team && (
          <Button variant="link" className="h-auto px-0 py-1" onClick={onContactSupport}>
            {t("contactSupport")}
          </Button>
        )}
      </div>
    </Alert>
  );
}
