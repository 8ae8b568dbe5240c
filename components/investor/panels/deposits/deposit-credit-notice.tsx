import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CONFIRMATIONS } from "./deposit-assets";

// docs/decisions.md, "Deposits": there is no chain watcher; the platform's credit is the confirmed deposit. Saying so up front
// keeps anyone from expecting the balance to move the moment they send.
export function DepositCreditNotice({ onViewHistory }: { onViewHistory: () => void }) {
  const t = useTranslations("investor.deposits.credit");
  return (
    <Alert variant="info">
      <p className="font-medium">{t("title")}</p>
      <p className="mt-1">{t("body", { count: CONFIRMATIONS })}</p>
      <Button variant="link" className="h-auto px-0 py-1" onClick={onViewHistory}>
        {t("viewHistory")}
      </Button>
    </Alert>
  );
}
