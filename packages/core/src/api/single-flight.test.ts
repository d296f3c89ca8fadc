import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

describe('single-flight refresh ("many calls failing at the same time cause exactly one refresh")', () => {
  it('runs one task for everyone who asks while it runs', async () => {
    const flight = createSingleFlight<number>();
    let runs = 0;
    const task = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return runs;
    };

    const results = await Promise.all([flight.run(task), flight.run(task), flight.run(task)]);

    expect(runs).toBe(1);
    expect(results).toEqual([1, 1, 1]);
  });

  it('rejects everyone with the failure, then runs a new task on the next ask', async () => {
    const flight = createSingleFlight<string>();
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('refused');
    };

    const settled = await Promise.allSettled([flight.run(failing), flight.run(failing)]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);

    await expect(flight.run(async () => 'again')).resolves.toBe('again');
  });
});
