// Bench only: not in the OpenAPI document (404 on a normal server).
import { route, type RouteEntry } from "./route-entry";

export const benchRoutes: RouteEntry[] = [
  route("GET /api/bench/empty", "bench", "Bench", "Bench floor"),
  route("GET /api/bench/balances", "bench", "Bench", "Bench twin of balances"),
  route("GET /api/bench/balances-before", "bench", "Bench", "Bench twin of balances, old path"),
  route(
    "GET /api/bench/balances-before-sessions",
    "bench",
    "Bench",
    "Bench twin of balances, authentication without sessions",
  ),
  route("GET /api/bench/transactions", "bench", "Bench", "Bench twin of transactions"),
  route("GET /api/bench/transactions-before", "bench", "Bench", "Bench twin of transactions, old query"),
  route("POST /api/bench/validate", "bench", "Bench", "Bench twin of validate"),
  route("GET /api/bench/admin-users", "bench", "Bench", "Bench twin of the admin users list"),
  route("GET /api/bench/admin-transactions", "bench", "Bench", "Bench twin of the admin transactions list"),
  route("GET /api/bench/admin-withdrawals", "bench", "Bench", "Bench twin of the admin withdrawals list"),
  route("POST /api/bench/writes", "bench", "Bench", "Bench money writes, ledger and bare"),
];
