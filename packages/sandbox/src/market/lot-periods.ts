// The period a cart line or a payment chose for its lot. A plan offers the periods it lists (its
// first is the default); a subscription any period of /market/period/list (its page's period
// box); no other lot type has periods. A period the lot does not offer is refused (400 code 1000).
import type { Lot, LotType, Period } from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import { ApiProblem } from '../http/problem';

type LotWithPeriods = Lot & { periods?: Period[] };

export async function chosenPeriod(
  db: Queryable,
  lotType: LotType,
  lot: Lot,
  periodId: number | undefined | null,
): Promise<Period | null> {
  if (periodId === undefined || periodId === null) return null;
  if (lotType === 'plan') {
    const period = (lot as LotWithPeriods).periods?.find((candidate) => candidate.id === periodId);
    if (period) return { id: period.id, length: period.length };
  } else if (lotType === 'subscription') {
    const { rows } = await db.query<Period>('SELECT id, length FROM market_period WHERE id = $1', [periodId]);
    if (rows[0]) return { id: rows[0].id, length: rows[0].length };
  } else {
    throw new ApiProblem(400, 1000, `${lotType} ${lot.id} has no periods`);
  }
  throw new ApiProblem(400, 1000, `${lotType} ${lot.id} has no period ${periodId}`);
}
