/** The sign-up form's birth date as its three dropdowns hold it. */
export interface BirthDateParts {
  month: number;
  day: number;
  year: number;
}

/** "three dropdowns (month, day, year) defaulting to the current date" (marketplace-content.md §5). */
export function birthDateToday(today: Date = new Date()): BirthDateParts {
  return { month: today.getMonth() + 1, day: today.getDate(), year: today.getFullYear() };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "composed as month/day/year": the creators sign-up's bdate, month and day two digits. */
export function composeBirthDate({ month, day, year }: BirthDateParts): string {
  return `${pad2(month)}/${pad2(day)}/${year}`;
}

/** Whether the parts name a real calendar day (31 February does not exist). */
export function isRealDate({ month, day, year }: BirthDateParts): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}
