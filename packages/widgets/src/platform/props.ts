/**
 * Typed attributes of the custom elements, parsed as HTML's own are: a boolean attribute written
 * bare (`<x compact>`, value "") is true, and removing an attribute returns the prop to its
 * default instead of keeping the last value.
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface PropValueMap {
  string: string;
  number: number;
  boolean: boolean;
  json: unknown;
}

/** The kebab-case attribute of a camelCase prop: lotId → lot-id. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * An attribute's value as the prop's type. `null` (no attribute) is undefined, so the
 * component's default applies, except booleans, which are false when absent.
 */
export function parseAttribute(type: PropType, value: string | null): PropValueMap[PropType] | undefined {
  switch (type) {
    case 'boolean':
      // Presence means true, as for HTML's own booleans; "false" is accepted as false for hosts
      // that write attributes from template values.
      return value !== null && value.trim().toLowerCase() !== 'false';
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'json':
      if (value === null) return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        console.warn(`[rdc] ignored an attribute that is not JSON: ${value}`);
        return undefined;
      }
    case 'string':
      return value ?? undefined;
  }
}

/**
 * The attribute a property assignment reflects to; null removes it. JSON props are not
 * reflected (objects stay properties).
 */
export function reflectedAttribute(type: PropType, value: unknown): string | null | undefined {
  if (type === 'json') return undefined;
  if (value === undefined || value === null) return null;
  if (type === 'boolean') return value ? '' : null;
  return String(value);
}
