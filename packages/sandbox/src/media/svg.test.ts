import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from '../routes/media';
import { mediaKinds, mediaPath, renderSvg, type MediaKind } from './svg';

const app = new Hono().basePath('/api/v1').route('/', mediaRoutes as unknown as Hono);

describe('generated images served by the sandbox itself', () => {
  it('GET /api/v1/media/item/12.svg answers an SVG image', async () => {
    const response = await app.fetch(new Request(`http://sandbox.test${mediaPath('item', 12)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const text = await response.text();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it.each(mediaKinds.filter((kind) => kind !== 'coin'))(
    'a %s picture carries no placeholder label ("post 38", "manufacturer 1")',
    (kind) => {
      const svg = renderSvg(kind, '38');
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(`${kind} 38`);
    },
  );

  it('colours a row of cards apart: six packs in a row are not two colours taking turns', () => {
    const skyHue = (id: number) =>
      Number(/stop-color="hsl\((\d+) /.exec(renderSvg('package', String(id)))?.[1]);
    // Hues 60 degrees apart read as different colours (green, blue, red...).
    const colours = new Set([1, 2, 3, 4, 5, 6].map((id) => Math.floor(skyHue(id) / 60)));
    expect(colours.size).toBeGreaterThanOrEqual(3);
  });

  it('draws each kind of goods its own way: armour is not a ship, a post is not a crate', () => {
    // The drawing's outline: the elements after the starfield, colours and sizes aside.
    const outline = (kind: MediaKind) => {
      const svg = renderSvg(kind, '1');
      return [...svg.slice(svg.indexOf('</g>')).matchAll(/<(\w+)/g)].map((match) => match[1]).join(' ');
    };
    const kinds: MediaKind[] = [
      'ship',
      'weapon',
      'engine',
      'armour',
      'tool',
      'data',
      'package',
      'subscription',
      'plan',
      'coin',
      'manufacturer',
      'post',
      'avatar',
      'card',
    ];
    const outlines = kinds.map(outline);
    expect(new Set(outlines).size).toBe(kinds.length);
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
    '/api/v1/media/starship/1.svg',
    '/api/v1/media/video/..%2F1.webm',
    '/api/v1/media/item/1.png',
    '/api/v1/media/item/..%2F..%2Fetc.svg',
  ])('answers 404 for %s', async (path) => {
    expect((await app.fetch(new Request(`http://sandbox.test${path}`))).status).toBe(404);
  });
});
