import type { Flash } from "@/lib/hooks/use-flash";
import { Alert } from "./alert";

/** The red or green banner of a panel (errors in red, successes in green). */
export function FlashMessage({ flash, className }: { flash: Flash | null; className?: string }) {
  if (!flash) return null;
  return (
    <Alert variant={flash.kind} className={className}>
      {flash.text}
    </Alert>
  );
}
