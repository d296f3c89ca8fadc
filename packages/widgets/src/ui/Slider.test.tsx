import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Swiper from 'swiper';
import { describe, expect, it } from 'vitest';
import { Slider } from './Slider';

/** Eight numbered items, three a slide: slides of 1-3, 4-6 and 7-8. */
const ITEMS = [1, 2, 3, 4, 5, 6, 7, 8];

function renderSlider() {
  const result = render(
    <Slider
      items={ITEMS}
      perSlide={3}
      itemKey={(item) => item}
      renderSlide={(slide) => <p>{slide.map((item) => `item ${item}`).join(', ')}</p>}
    />,
  );
  const frame = result.container.querySelector('.swiper') as HTMLElement & { swiper?: Swiper };
  return { ...result, frame };
}

const bullet = (index: number) => screen.getByRole('button', { name: `Go to slide ${index}` });

describe('Slider', () => {
  it('draws a bullet per slide from its first render, the first marked, before Swiper starts', () => {
    const { frame } = renderSlider();
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(bullet(1)).toHaveAttribute('aria-current', 'true');
    expect(bullet(2)).not.toHaveAttribute('aria-current');
    expect(screen.getByText('item 7, item 8')).toBeInTheDocument();
    // The start waits for the player: nothing of Swiper's is on the page yet.
    expect(frame.swiper).toBeUndefined();
    expect(frame).not.toHaveClass('swiper-initialized');
  });

  it("the player's first click on a bullet starts Swiper and turns to that slide", async () => {
    const { frame } = renderSlider();
    await userEvent.click(bullet(3));
    await waitFor(() => expect(frame.swiper?.activeIndex).toBe(2));
    expect(frame).toHaveClass('swiper-initialized');
    expect(bullet(3)).toHaveAttribute('aria-current', 'true');
    expect(bullet(1)).not.toHaveAttribute('aria-current');
  });

  it('a bullet reached by keyboard turns the slider too', async () => {
    const { frame } = renderSlider();
    bullet(2).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(frame.swiper?.activeIndex).toBe(1));
    expect(bullet(2)).toHaveAttribute('aria-current', 'true');
  });

  it('a slider of one slide shows no controls and starts no Swiper', () => {
    const { container } = render(
      <Slider items={[1, 2]} perSlide={3} itemKey={(item) => item} renderSlide={() => <p>one slide</p>} />,
    );
    const frame = container.querySelector('.swiper') as HTMLElement & { swiper?: Swiper };
    fireEvent.pointerOver(frame);
    expect(frame.swiper).toBeUndefined();
    expect(screen.queryByRole('button', { name: /slide/ })).toBeNull();
    expect(screen.getByText('one slide')).toBeVisible();
  });
});
