/**
 * The Luhn check a card vault makes on a card number (digits only): the provider stand-in's own
 * fields in the widgets and the sandbox's vault both refuse a number that fails it.
 */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
