/**
 * A calendar day as a player reads it, "26 May 2027": the day of the date in the page's own time
 * zone, as the dates it is given (today plus some months) are computed in it.
 */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The same day as a machine reads it (an HTML `datetime`): "2027-05-26", in the page's time zone. */
export function isoDay(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
