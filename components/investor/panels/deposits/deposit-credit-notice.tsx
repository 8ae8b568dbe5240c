import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CONFIRMATIONS } from "./deposit-assets";

// docs/decisions.md, "Deposits": there is no chain watcher; the platform's credit is the confirmed deposit. Saying so up front
// keeps anyone from expecting the balance to move the moment they send.
export function DepositCreditNotice({ onViewHistory }: { onViewHistory: () => void }) {
  return (
    <Alert variant="info">
      <p className="font-medium">Deposits are credited after confirmation by the platform.</p>
      <p className="mt-1">
        Your balance does not change the moment you send. Once your transfer has {CONFIRMATIONS} block
        confirmations and the platform has confirmed it, the amount is added to your balance and shows in your
        Deposit History.
      </p>
      <Button variant="link" className="h-auto px-0 py-1" onClick={onViewHistory}>
        View Deposit History
      </Button>
    </Alert>
  );
}
