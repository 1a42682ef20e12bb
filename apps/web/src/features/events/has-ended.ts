/** Today's date where the visitor is, as `YYYY-MM-DD`. */
function today(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whether an event's day (its ISO date) is before today: it has taken place. */
export const hasEnded = (iso: string, now: Date = new Date()): boolean => iso.slice(0, 10) < today(now);
