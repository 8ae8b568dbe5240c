import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { ComingSoonBadge, SettingsSection } from "./settings-section";

/** The first day of next month: the static plan's renewal day. */
function nextBillingDate(now = new Date()) {
  return new Date(now.getFullYear(), now.getMonth() + 1, 1);
}

/**
 * Settings > Billing: a static Pro Plan. Its two buttons have no behaviour in the spec; here they
 * are visibly unavailable rather than buttons that do nothing.
 */
export function BillingCard() {
  return (
    <SettingsSection title="Current Plan" description="Your subscription to the Apex platform.">
      <div className="rounded-lg border bg-muted/40 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h3 className="text-lg font-semibold">Pro Plan</h3>
            <Badge variant="success">Active</Badge>
          </div>
          <p className="text-2xl font-bold tabular-nums">
            $99<span className="text-sm font-normal text-muted-foreground">/month</span>
          </p>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          Next billing date:{" "}
          <span className="font-medium text-foreground">{formatDate(nextBillingDate())}</span>
        </p>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="outline" disabled aria-describedby="billing-soon">
          Change Plan
        </Button>
        <Button variant="outline" disabled aria-describedby="billing-soon">
          Billing History
        </Button>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ComingSoonBadge id="billing-soon" />
          Plan changes and invoices are not available yet.
        </p>
      </div>
    </SettingsSection>
  );
}
