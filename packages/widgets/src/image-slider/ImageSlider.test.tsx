import { PLACEHOLDER_IMAGE } from '@rdc/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import type Swiper from 'swiper';
import { ImageSlider } from './ImageSlider';

/** The Swiper the slider started on its element (Swiper keeps itself on it as `swiper`). */
const swiperOf = (title: string) =>
  (
    screen.getByRole('group', { name: `${title} gallery` }).querySelector('.swiper') as HTMLElement & {
      swiper?: Swiper;
    }
  ).swiper;

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

  it('"Image slider: coverflow effect, 1.4 slides in view, looping, depth 300" is what Swiper runs with', () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
    const params = swiperOf('Falcon')?.params;
    expect(params?.effect).toBe('coverflow');
    expect(params?.slidesPerView).toBe(1.4);
    expect(params?.loop).toBe(true);
    expect(params?.coverflowEffect?.depth).toBe(300);
  });

  it('one image does not loop onto itself', () => {
    renderHosted(<ImageSlider images={['/a.svg']} title="Falcon" />);
    expect(swiperOf('Falcon')?.params.loop).toBe(false);
  });
});
