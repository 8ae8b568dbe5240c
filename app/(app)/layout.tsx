// Every page that talks to the API (sign-in and sign-up, both dashboards): the query cache and the toasts live
// here, above the three groups, so a toast raised on the way from one to another ("Login successful", then the
// dashboard) survives the change of layout. The public pages (app/(marketing)) neither read the API through
// TanStack Query nor raise toasts, so their visitors download neither library.
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";

export default function AppLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
