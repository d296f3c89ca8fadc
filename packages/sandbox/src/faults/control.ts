// /__sandbox/faults: reads and changes the fault rules while the sandbox runs. Mounted only when
// faults are on; it needs no login, since it exists only for tests.
import { Hono } from 'hono';
import * as z from 'zod';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { FaultRuleSchema, FaultRulesSchema, type FaultBook } from './rules';

export function faultControl(book: FaultBook) {
  const routes = new Hono<SandboxEnv>();
  /** `{ rules }` in force, each with its id and hit count. */
  routes.get('/__sandbox/faults', (c) => c.json({ rules: book.list() }));
  /** Adds one rule; answers it with its id. */
  routes.post('/__sandbox/faults', async (c) => c.json(book.add(await readBody(c, FaultRuleSchema))));
  /** Replaces every rule: an array or `{ rules }`. */
  routes.put('/__sandbox/faults', async (c) =>
    c.json({ rules: book.replace(await readBody(c, FaultRulesSchema)) }),
  );
  /** Removes every rule. */
  routes.delete('/__sandbox/faults', (c) => c.json({ rules: book.replace([]) }));
  routes.delete('/__sandbox/faults/:id', (c) => {
    const id = z.coerce.number().int().safeParse(c.req.param('id'));
    if (!id.success || !book.remove(id.data))
      throw new ApiProblem(404, 1000, `no fault rule ${c.req.param('id')}`);
    return c.json({ success: true });
  });
  return routes;
}
