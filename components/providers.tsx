"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* spec: toasts last 4000 ms, at most 3 visible. Expanded, one under another: sonner's default stack shows
          only the newest, the others peeking out behind it unreadable until hovered. */}
      <Toaster position="top-right" richColors closeButton duration={4000} visibleToasts={3} expand gap={8} />
    </QueryClientProvider>
  );
}
