/** The UTC calendar date of an instant, as the YYYY-MM-DD the interest engine is keyed by. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

export function isUtcDay(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    utcDay(new Date(`${value}T00:00:00Z`)) === value
  );
}

/** `day` shifted by whole days (tests and the benchmark walk through consecutive days). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}
