"use client";
// One Idempotency-Key per user action on a money mutation: made when the action is first sent, sent again
// unchanged while the same action is repeated before it is over (TanStack Query's retry, a second click
// while the first is running, sending again after the connection dropped), and dropped once the server has
// given its answer, so the next action is a new one. The server then runs each action at most once.
import { useState } from "react";
import { ApiClientError, NetworkError } from "@/lib/api-client";

/** A random UUID; `crypto.randomUUID` needs a secure context, so a page served over plain HTTP on a local
 *  network address gets one built from `getRandomValues`. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The answers after which the action is over: a success, or a refusal the server decided. No answer, a
 *  failure of the server's, a rate limit or "still being processed" leave the action open, its key kept. */
function ends(error: unknown): boolean {
  if (!error) return true;
  if (error instanceof NetworkError || !(error instanceof ApiClientError)) return false;
  return error.status < 500 && error.status !== 429 && error.code !== STILL_PROCESSING;
}

const STILL_PROCESSING = "A_REQUEST_WITH_THIS_IDEMPOTENCY_KEY_IS_STILL_BEING_PROCESSED";

export type ActionKey = {
  /** Sends `variables` with the current action's key while they are the same, else with a new one. */
  send<T>(variables: unknown, request: (idempotencyKey: string) => Promise<T>): Promise<T>;
};

export function useIdempotencyKey(): ActionKey {
  const [actionKey] = useState<ActionKey>(() => {
    let current: { key: string; variables: string } | null = null;
    return {
      async send(variables, request) {
        const sent = JSON.stringify(variables ?? null);
        if (current?.variables !== sent) current = { key: newIdempotencyKey(), variables: sent };
        const action = current;
        const finish = () => {
          if (current === action) current = null;
        };
        try {
          const answer = await request(action.key);
          finish();
          return answer;
        } catch (error) {
          if (ends(error)) finish();
          throw error;
        }
      },
    };
  });
  return actionKey;
}
