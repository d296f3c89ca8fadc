/**
 * What an in-game web view and its game say to each other: versioned JSON. The page posts every
 * rdc-* event as `{ source: 'rdc', version: 1, type, detail }`; the game sends commands in the same
 * envelope, checked here with zod (an unknown or malformed one is ignored and logged).
 */
import { TokenPairSchema } from '../schemas/auth';
import { z } from '../schemas/zod';
import { logIgnored } from '../log-ignored';
import { lazySchema } from '../schemas/lazy-schema';

export const BRIDGE_SOURCE = 'rdc';
export const BRIDGE_VERSION = 1;

/** A message to the game: an rdc-* event's type and detail in the versioned envelope. */
export interface BridgeMessage<Type extends string = string, Detail = unknown> {
  source: typeof BRIDGE_SOURCE;
  version: typeof BRIDGE_VERSION;
  type: Type;
  detail: Detail;
}

export function bridgeMessage<Type extends `rdc-${string}`, Detail>(
  type: Type,
  detail: Detail,
): BridgeMessage<Type, Detail> {
  return { source: BRIDGE_SOURCE, version: BRIDGE_VERSION, type, detail };
}

/** The commands a game may send. */
export const BridgeCommandSchema = lazySchema(() => {
  const envelope = { source: z.literal(BRIDGE_SOURCE), version: z.literal(BRIDGE_VERSION) };
  return z.discriminatedUnion('type', [
    /** Show the basket (the basket page of the same mode). */
    z.object({ ...envelope, type: z.literal('open-basket') }),
    /** Close whatever modal is open (sign-in, buy now, add card, purchase result, error). */
    z.object({ ...envelope, type: z.literal('close-modal') }),
    /** Start a session from the game's tokens, as the address handoff does. */
    z.object({ ...envelope, type: z.literal('set-session'), session: TokenPairSchema }),
    /** End the session, as Log Out does. */
    z.object({ ...envelope, type: z.literal('log-out') }),
  ]);
});
export type BridgeCommand = z.output<typeof BridgeCommandSchema>;
export type BridgeCommandType = BridgeCommand['type'];

/**
 * A game's command from whatever the channel delivered (an object, or JSON text as Android and
 * React Native send). Anything else is ignored and logged (its type only: a command may hold tokens).
 */
export function parseBridgeCommand(data: unknown): BridgeCommand | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data) as unknown;
    } catch {
      logIgnored('a game command that is not JSON');
      return null;
    }
  }
  const command = BridgeCommandSchema.safeParse(value);
  if (command.success) return command.data;
  const type =
    typeof value === 'object' && value !== null && 'type' in value
      ? String((value as { type: unknown }).type)
      : typeof value;
  logIgnored(`an unknown or malformed game command (${type.slice(0, 40)})`);
  return null;
}
