import type { Lot, PackageItem } from '../schemas/lot';

/**
 * marketplace-content.md §2.6 / §9: "Image slider: coverflow effect, 1.4 slides in view, looping, depth 300."
 */
export const IMAGE_SLIDER = { slidesPerView: 1.4, loop: true, depth: 300 } as const;

/** One slide of the gallery's loop: an image, its place among the images, and which copy of it this is. */
export interface GallerySlide {
  url: string;
  index: number;
  copy: number;
}

/**
 * The slides the gallery's loop runs on: the images, repeated whole until Swiper can loop them. A
 * centred loop of 1.4 slides in view needs 5 (the 2 slides in view, made odd to have a centre, and
 * half of those again to move in on either side); with fewer, Swiper says it "will be disabled or
 * not function properly", and the current image has no neighbour on one side. One image does not
 * loop and stays one slide.
 */
export function gallerySlides(images: readonly string[]): GallerySlide[] {
  const inView = Math.ceil(IMAGE_SLIDER.slidesPerView);
  const centred = inView % 2 === 0 ? inView + 1 : inView;
  const needed = IMAGE_SLIDER.loop && images.length > 1 ? centred + Math.ceil(centred / 2) : 0;
  const copies = Math.max(1, Math.ceil(needed / Math.max(images.length, 1)));
  return Array.from({ length: copies }, (_, copy) =>
    images.map((url, index) => ({ url, index, copy })),
  ).flat();
}

/**
 * marketplace-content.md §8: "Image load failure: default placeholder image". A data URL, so it shows on a
 * partner's page and under the site's `img-src 'self' data:` alike, with no request that could fail too.
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1b2233"/><path d="M260 230l50-60 40 45 25-30 45 45z" fill="#3a4763"/><circle cx="380" cy="140" r="18" fill="#3a4763"/></svg>',
  );

/** The slider's images of a lot or a package item: its gallery, else its picture, else its image; duplicates and blanks left out. */
export function galleryImages(lot: Pick<Lot | PackageItem, 'image_url' | 'data'>): string[] {
  const gallery = lot.data?.block_gallery?.list_images ?? [];
  const candidates = gallery.length > 0 ? gallery : [lot.data?.picture, lot.image_url];
  return [...new Set(candidates.map((url) => url?.trim() ?? '').filter((url) => url !== ''))];
}

/** The file name a downloaded slide is saved under: the last segment of its address, else `image`. */
export function imageFileName(url: string): string {
  if (url.startsWith('data:')) return 'image.svg';
  const path = url.split(/[?#]/)[0] ?? '';
  const name = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  return name.trim() === '' ? 'image' : name;
}
