import { describe, expect, it } from 'vitest';
import { formatSpecValue, hasSpecification, specColumns } from './spec-table';

describe('the specification table ("four columns (Model, Dimension, Structural, Maneuvering), each a list of titled values with unit")', () => {
  it('has the four columns in order, each row a title and its value with unit', () => {
    const columns = specColumns(
      {
        maneuvering: {
          name_table: 'Maneuvering',
          list_spec: [{ title: 'SCM speed', value: 210, unit: 'm/s' }],
        },
        model: { name_table: '', list_spec: [{ title: 'Role', value: 'Fighter', unit: '' }] },
      },
      'en',
    );
    expect(columns.map((column) => column.title)).toEqual([
      'Model',
      'Dimension',
      'Structural',
      'Maneuvering',
    ]);
    expect(columns[0]?.rows).toEqual([{ title: 'Role', value: 'Fighter' }]);
    expect(columns[1]?.rows).toEqual([]);
    expect(columns[3]?.rows).toEqual([{ title: 'SCM speed', value: '210 m/s' }]);
  });

  it('knows when there is nothing to show', () => {
    expect(hasSpecification(undefined)).toBe(false);
    expect(hasSpecification({ model: { name_table: 'Model', list_spec: [] } })).toBe(false);
    expect(
      hasSpecification({
        model: { name_table: 'Model', list_spec: [{ title: 'Crew', value: 2, unit: '' }] },
      }),
    ).toBe(true);
  });
});

describe('"Weight in kilograms is shown as thousands with a three-digit remainder"', () => {
  it('splits kilograms into thousands and a remainder of three digits', () => {
    expect(formatSpecValue({ value: 12_345, unit: 'kg' })).toBe('12,345 kg');
    expect(formatSpecValue({ value: 480_000, unit: 'kg' })).toBe('480,000 kg');
    expect(formatSpecValue({ value: 1_007, unit: 'kg' })).toBe('1,007 kg');
    expect(formatSpecValue({ value: '2050', unit: 'KG' })).toBe('2,050 KG');
  });

  it('leaves less than a thousand, other units and unreadable weights as they are', () => {
    expect(formatSpecValue({ value: 900, unit: 'kg' })).toBe('900 kg');
    expect(formatSpecValue({ value: 12_345, unit: 'HP' })).toBe('12345 HP');
    expect(formatSpecValue({ value: 'heavy', unit: 'kg' })).toBe('heavy kg');
    expect(formatSpecValue({ value: 'Fighter', unit: '' })).toBe('Fighter');
  });
});
