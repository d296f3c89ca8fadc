/**
 * A calendar day as a player reads it, "26 May 2027": the day of the date in the page's own time
 * zone, as the dates it is given (today plus some months) are computed in it.
 */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}
