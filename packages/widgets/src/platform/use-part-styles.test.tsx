import { render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultsSheet } from '../theme/register';
import { BASE_STYLES } from './base-styles';
import { createReactWidget } from './react-widget';
import { usePartStyles } from './use-part-styles';

const PART_STYLES = ['.part { color: red }', '.widget { color: blue }'];

function Part() {
  usePartStyles(PART_STYLES);
  return <p className="part">part</p>;
}

/** A widget whose part shows on a click, as a checkout step fetched on demand does. */
function Shell() {
  const [parts, setParts] = useState(0);
  return (
    <>
      <button onClick={() => setParts((count) => count + 1)}>Show</button>
      {Array.from({ length: parts }, (_, index) => (
        <Part key={index} />
      ))}
    </>
  );
}

const Widget = createReactWidget('rdc-part-styles', Shell, ['.widget { color: blue }']);

/** The style texts of the widget's shadow root, in order, the token defaults and the base styles left out. */
function stylesOf(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((css) => css !== defaultsSheet && !BASE_STYLES.includes(css));
}

describe("usePartStyles: a part's styles travel with its code", () => {
  it("adds them when the part first renders, after the widget's, each text once however many parts render", async () => {
    const { container } = render(<Widget />);
    const root = (container.querySelector('[data-rdc-widget]') as HTMLElement).shadowRoot as ShadowRoot;
    await waitFor(() => expect(root.querySelector('button')).not.toBeNull());
    expect(stylesOf(root)).toEqual(['.widget { color: blue }']);

    root.querySelector('button')?.click();
    await waitFor(() => expect(root.querySelector('.part')).not.toBeNull());
    expect(stylesOf(root)).toEqual(['.widget { color: blue }', '.part { color: red }']);

    root.querySelector('button')?.click();
    await waitFor(() => expect(root.querySelectorAll('.part')).toHaveLength(2));
    expect(stylesOf(root)).toEqual(['.widget { color: blue }', '.part { color: red }']);
    // The styles stay ahead of what the widget renders.
    expect(root.firstElementChild?.tagName).toBe('STYLE');
    expect(root.lastElementChild?.tagName).toBe('P');
  });

  it('does nothing outside a widget (a part rendered alone in a test)', () => {
    const { container } = render(<Part />);
    expect(container.textContent).toBe('part');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
