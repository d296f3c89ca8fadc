import { loadLocale } from '@rdc/core';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { ImageSlider } from './ImageSlider';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

beforeAll(() => loadLocale('de'));

describe('<rdc-image-slider> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.image_slider_image('de', { title: 'Falcon', index: 2, count: 3 })).toBe('Falcon, Bild 2 von 3');
    expect(m.image_slider_no_image('de', { title: 'Falcon' })).toBe('Falcon: noch kein Bild');
  });

  it('names the gallery, its images and its controls', () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg']} title="Falcon" moreInfoHref="/more" />);
    expect(screen.getByRole('group', { name: 'Bildergalerie: Falcon' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Falcon, Bild 1 von 2' })).toHaveAttribute('src', '/a.svg');
    expect(screen.getByRole('button', { name: 'Bild herunterladen' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Mehr Infos zu Falcon' })).toHaveAttribute('href', '/more');
    expect(screen.getAllByRole('button', { name: 'Nächstes Bild' }).length).toBeGreaterThan(0);
  });

  it('without a title or images: the placeholder for a "Produkt"', () => {
    renderHosted(<ImageSlider />);
    expect(screen.getByRole('img', { name: 'Produkt: noch kein Bild' })).toBeVisible();
  });
});
