import { describe, expect, it } from 'vitest';
import { galleryImages, gallerySlides, imageFileName, PLACEHOLDER_IMAGE } from './gallery';

// The slider's Swiper options (1.4 slides, looping, depth 300) are tested where Swiper receives them:
// packages/widgets/src/image-slider/ImageSlider.test.tsx.
describe('the image slider', () => {
  it('shows the gallery, else the picture, else the image, without blanks or repeats', () => {
    expect(
      galleryImages({
        image_url: '/i.svg',
        data: { block_gallery: { list_images: ['/a.svg', ' ', '/a.svg', '/b.svg'] } },
      }),
    ).toEqual(['/a.svg', '/b.svg']);
    expect(galleryImages({ image_url: '/i.svg', data: { picture: '/p.svg' } })).toEqual(['/p.svg', '/i.svg']);
    expect(galleryImages({ image_url: '/i.svg', data: null })).toEqual(['/i.svg']);
    expect(galleryImages({ data: null })).toEqual([]);
  });

  it('"a default placeholder image is used on load error": an image that needs no request', () => {
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('names a downloaded slide after its file', () => {
    expect(imageFileName('/api/v1/media/gallery/1-2.svg?v=3')).toBe('1-2.svg');
    expect(imageFileName('https://cdn.example/x/')).toBe('image');
    expect(imageFileName(PLACEHOLDER_IMAGE)).toBe('image.svg');
  });

  it('"looping": fewer than 5 images are repeated whole, so the current one has a neighbour on each side', () => {
    const urls = (images: string[]) => gallerySlides(images).map((slide) => slide.url);
    expect(urls(['/a', '/b'])).toEqual(['/a', '/b', '/a', '/b', '/a', '/b']);
    expect(urls(['/a', '/b', '/c'])).toEqual(['/a', '/b', '/c', '/a', '/b', '/c']);
    expect(urls(['/a', '/b', '/c', '/d'])).toHaveLength(8);
    expect(urls(['/a', '/b', '/c', '/d', '/e'])).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(gallerySlides(['/a', '/b', '/c'])[4]).toEqual({ url: '/b', index: 1, copy: 1 });
  });

  it('one image does not loop and stays one slide; no image, no slide', () => {
    expect(gallerySlides(['/a'])).toEqual([{ url: '/a', index: 0, copy: 0 }]);
    expect(gallerySlides([])).toEqual([]);
  });
});
