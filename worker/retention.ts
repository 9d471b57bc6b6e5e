/**
 * Requests are kept RETENTION_MONTHS (default 24) and then deleted by the maintenance run
 * (POST /gps-app/admin/requests/api/maintenance, scheduled as docs/requests.md describes).
 */
export const defaultRetentionMonths = 24;

/**
 * The moment `months` calendar months before `now` (UTC), as ISO 8601: rows created before it
 * go. A day the earlier month lacks (31 March − 1 month) becomes that month's last day.
 */
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

/** Deletes the requests created before the cutoff (bind: the cutoff). */
export const retentionSql = 'DELETE FROM requests WHERE created_at < ?1 RETURNING reference';
