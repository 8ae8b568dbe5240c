// ADDRESS_COOLDOWN_HOURS, read once (lib/env caches the environment): the wait between an address's
// confirmation and its first use, and between a requested "whitelist only: off" and its effect.
import { env } from "@/lib/env";

export const cooldownHours = (): number => env().ADDRESS_COOLDOWN_HOURS;

export const cooldownMs = (): number => cooldownHours() * 60 * 60 * 1000;

/** When an address confirmed at `confirmedAt` becomes usable. */
export const activeFrom = (confirmedAt: Date): Date => new Date(confirmedAt.getTime() + cooldownMs());
