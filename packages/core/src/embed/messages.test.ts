import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeMessage, parseBridgeCommand } from './messages';

afterEach(() => vi.restoreAllMocks());

describe('bridge messages', () => {
  it('are versioned JSON with the event type and its detail', () => {
    expect(bridgeMessage('rdc-purchase', { lots: [{ lotId: 1, lotType: 'item', count: 1 }] })).toEqual({
      source: 'rdc',
      version: 1,
      type: 'rdc-purchase',
      detail: { lots: [{ lotId: 1, lotType: 'item', count: 1 }] },
    });
  });

  it('reads the four commands, as objects or as JSON text', () => {
    expect(parseBridgeCommand({ source: 'rdc', version: 1, type: 'open-basket' })).toEqual({
      source: 'rdc',
      version: 1,
      type: 'open-basket',
    });
    expect(parseBridgeCommand('{"source":"rdc","version":1,"type":"log-out"}')?.type).toBe('log-out');
    expect(parseBridgeCommand({ source: 'rdc', version: 1, type: 'close-modal' })?.type).toBe('close-modal');
    expect(
      parseBridgeCommand({
        source: 'rdc',
        version: 1,
        type: 'set-session',
        session: { accessToken: 'a', refreshToken: 'r' },
      }),
    ).toMatchObject({
      type: 'set-session',
      session: { accessToken: 'a', refreshToken: 'r' },
    });
  });

  it('ignores and logs an unknown or malformed command, never its content', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseBridgeCommand({ source: 'rdc', version: 1, type: 'format-disk' })).toBeNull();
    expect(parseBridgeCommand({ source: 'rdc', version: 2, type: 'log-out' })).toBeNull();
    expect(
      parseBridgeCommand({
        source: 'rdc',
        version: 1,
        type: 'set-session',
        session: { accessToken: 'secret-a' },
      }),
    ).toBeNull();
    expect(parseBridgeCommand('{not json')).toBeNull();
    expect(parseBridgeCommand(42)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-a');
    expect(String(warn.mock.calls[0]?.[0])).toContain('format-disk');
  });
});
