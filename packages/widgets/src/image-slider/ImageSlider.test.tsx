import { PLACEHOLDER_IMAGE } from '@rdc/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Swiper from 'swiper';
import { describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { ImageSlider } from './ImageSlider';

/** The Swiper the slider started on its element (Swiper keeps itself on it as `swiper`). */
const swiperOf = (title: string) =>
  (
    screen.getByRole('group', { name: `${title} gallery` }).querySelector('.swiper') as HTMLElement & {
      swiper?: Swiper;
    }
  ).swiper;

/** The Swiper, once the slider has started it (a task after its first render). */
const started = (title: string) =>
  waitFor(() => {
    const swiper = swiperOf(title);
    expect(swiper).toBeDefined();
    return swiper!;
  });

describe('<rdc-image-slider> (marketplace-content.md §2.6 image slider)', () => {
  it('shows every image, a Download image button and the More Info link', () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" moreInfoHref="/more" />);
    expect(screen.getByRole('img', { name: 'Falcon, image 1 of 3' })).toHaveAttribute('src', '/a.svg');
    expect(screen.getAllByRole('img', { name: /Falcon, image/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Download image' })).toBeEnabled();
    // The spec's visible text, and what the link is about for search engines and screen readers.
    const moreInfo = screen.getByRole('link', { name: 'More Info about Falcon' });
    expect(moreInfo).toHaveAttribute('href', '/more');
    expect(moreInfo.firstChild).toHaveProperty('textContent', 'More Info ');
  });

  it('"a default placeholder image is used on load error"', () => {
    renderHosted(<ImageSlider images={['/broken.svg']} title="Falcon" />);
    const image = screen.getByRole('img', { name: 'Falcon, image 1 of 1' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(screen.queryByRole('link', { name: /^More Info/ })).toBeNull();
  });

  it('a lot without images shows the placeholder', () => {
    renderHosted(<ImageSlider images={[]} title="Falcon" />);
    expect(screen.getByRole('img', { name: 'Falcon: no image yet' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );
  });

  it('"Image slider: coverflow effect, 1.4 slides in view, looping, depth 300" is what Swiper runs with', async () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
    const params = (await started('Falcon')).params;
    expect(params?.effect).toBe('coverflow');
    expect(params?.slidesPerView).toBe(1.4);
    expect(params?.loop).toBe(true);
    expect(params?.coverflowEffect?.depth).toBe(300);
  });

  it('"looping" with 3 images: each shown twice, so both neighbours are there; a screen reader meets each once', async () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
    const swiper = await started('Falcon');
    expect(swiper.slides).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: /Falcon, image/ })).toHaveLength(3);
    expect(swiper.slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['1 / 3', '2 / 3', '3 / 3']),
    );
    expect(swiper.slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true')).toHaveLength(3);
    expect(swiper.slides.every((slide) => /^[123] \/ 3$/.test(slide.getAttribute('aria-label')!))).toBe(true);
  });

  it('one image does not loop onto itself', async () => {
    renderHosted(<ImageSlider images={['/a.svg']} title="Falcon" />);
    expect((await started('Falcon')).params.loop).toBe(false);
  });

  it('Swiper starts in a task after the first render, not in it (one long task on a phone)', async () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg']} title="Falcon" />);
    const slider = screen.getByRole('group', { name: 'Falcon gallery' }).querySelector('.swiper')!;
    expect(swiperOf('Falcon')).toBeUndefined();
    expect(slider).not.toHaveClass('swiper-initialized');
    await waitFor(() => expect(slider).toHaveClass('swiper-initialized'));
  });

  it('unmounted before its start, the slider never starts', async () => {
    const init = vi.spyOn(Swiper.prototype, 'init');
    const { unmount } = renderHosted(<ImageSlider images={['/a.svg', '/b.svg']} title="Falcon" />);
    unmount();
    // A slider mounted after it starts: by then the first would have started, had it been kept.
    renderHosted(<ImageSlider images={['/c.svg', '/d.svg']} title="Hawk" />);
    await started('Hawk');
    expect(
      init.mock.contexts.map((swiper) => (swiper as Swiper).el.querySelector('img')?.getAttribute('src')),
    ).toEqual(['/c.svg']);
    init.mockRestore();
  });
});
