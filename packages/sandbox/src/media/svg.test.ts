import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from '../routes/media';
import { mediaPath, renderSvg } from './svg';

const app = new Hono().basePath('/api/v1').route('/', mediaRoutes as unknown as Hono);

describe('generated images served by the sandbox itself', () => {
  it('GET /api/v1/media/item/12.svg answers an SVG image', async () => {
    const response = await app.fetch(new Request(`http://sandbox.test${mediaPath('item', 12)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const text = await response.text();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(text).toContain('item 12');
  });

  it('draws the same bytes for the same image and different ones for another', () => {
    expect(renderSvg('item', '12')).toBe(renderSvg('item', '12'));
    expect(renderSvg('item', '12')).not.toBe(renderSvg('item', '13'));
  });

  it('refers to no outside URL', () => {
    const svg = renderSvg('coin', '3');
    expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
  });

  it("GET /api/v1/media/video/{id}.webm answers the video slides' WebM clip, small enough to seed", async () => {
    const response = await app.fetch(new Request('http://sandbox.test/api/v1/media/video/1.webm'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The EBML magic number every WebM file starts with.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(32_000);
  });

  it.each([
    '/api/v1/media/weapon/1.svg',
    '/api/v1/media/video/..%2F1.webm',
    '/api/v1/media/item/1.png',
    '/api/v1/media/item/..%2F..%2Fetc.svg',
  ])('answers 404 for %s', async (path) => {
    expect((await app.fetch(new Request(`http://sandbox.test${path}`))).status).toBe(404);
  });
});
