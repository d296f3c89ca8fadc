import { describe, expect, it } from 'vitest';
import { createApp } from './app';

describe('sandbox app', () => {
  it('answers an unknown call under /api/v1 with 404 and a JSON message', async () => {
    const res = await createApp().fetch(new Request('http://sandbox.test/api/v1/nope', { method: 'POST' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'no such call: POST /api/v1/nope' });
  });
});
