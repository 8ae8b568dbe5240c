// Public routes that are not about an account: the API document, the load balancer's probes, the contact form.
import { healthAnswer, notReadyAnswer, readyAnswer } from "@/lib/lifecycle/readiness-schema";
import { contactMessageSchema } from "@/lib/validation/contact";
import { described, messageAnswer } from "@/lib/api/openapi/answers";
import { RATE_LIMITED } from "./shared-answers";
import { route, type RouteEntry } from "./route-entry";

export const publicRoutes: RouteEntry[] = [
  route("GET /api/openapi.json", "public", "Public", "This document (OpenAPI 3.1)", {
    description: "The reference page built from it is /api/docs.",
    response: described("The OpenAPI document"),
  }),
  route("GET /api/health", "public", "Operations", "Is the process alive?", {
    description:
      "Liveness: answers at once without touching the database, and still while the instance shuts down. " +
      "Never cached.",
    response: healthAnswer,
    unavailable: false,
  }),
  route("GET /api/ready", "public", "Operations", "Can this instance take traffic?", {
    description:
      "Readiness: the database answers within 2 seconds, every migration is applied, the job worker runs (once " +
      "it has registered), and no shutdown has begun. Otherwise 503 with Retry-After and the same checks, so " +
      "a load balancer sends traffic elsewhere. Each check is a word, never an error text. Never cached.",
    response: readyAnswer,
    unavailable: notReadyAnswer,
  }),
  route("GET /api/metrics", "public", "Operations", "Prometheus metrics", {
    description:
      "`Authorization: Bearer <METRICS_TOKEN>`. The Prometheus text format: the process's own metrics (requests " +
      "by route and status, job runs) and figures read from the database, the same on every instance (jobs, " +
      "deposit scanners, hot wallets, withdrawals, pending approvals, the ledger reconciliation, the price " +
      "feeds), cached for about 15 seconds. Never cached by a browser or proxy.",
    download: { contentType: "text/plain", description: "The metrics, Prometheus text format 0.0.4" },
    errors: {
      401: "The bearer token is missing or wrong",
      404: "METRICS_TOKEN is not set: there is no metrics endpoint",
    },
  }),
  route("POST /api/contact", "public", "Public", "Send a message from the contact form", {
    body: contactMessageSchema,
    response: messageAnswer,
    errors: {
      503: "The support inbox cannot be reached: nothing was kept, send again later",
      429: RATE_LIMITED,
    },
  }),
];
