/** Requests are kept RETENTION_MONTHS (default 24), then the maintenance deletes them. */
export const defaultRetentionMonths = 24;

/** `months` calendar months before `now`; a day the month lacks (31 March − 1) is its last. */
export function retentionCutoff(now: Date, months: number): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
  return cutoff.toISOString();
}
