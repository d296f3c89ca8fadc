/** A calendar day as a machine reads it (an HTML `datetime`): "2027-05-26", in the page's time zone. */
export function isoDay(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
