// Stories' play functions act inside a widget's shadow root, which Storybook's own canvas queries
// cannot see into: these find an element there (waiting for it, as a player waits for a widget to
// render) and use it as a player would.

/** The first element matching `selector` (and, when given, whose text is `text`) in a shadow root under `canvas`, once it exists. */
export function findInShadow<E extends HTMLElement>(
  canvas: HTMLElement,
  selector: string,
  text?: string,
): Promise<E> {
  return new Promise<E>((resolve) => {
    const find = () => {
      const found = [...canvas.querySelectorAll('*')]
        .flatMap((element) => [...(element.shadowRoot?.querySelectorAll<E>(selector) ?? [])])
        .find((candidate) => text === undefined || candidate.textContent?.trim() === text);
      if (found) resolve(found);
      else setTimeout(find, 50);
    };
    find();
  });
}

/** A play function that presses the button matching `selector` (and showing `text`). */
export function pressing(
  selector: string,
  text?: string,
): (context: { canvasElement: HTMLElement }) => Promise<void> {
  return async ({ canvasElement }) =>
    (await findInShadow<HTMLButtonElement>(canvasElement, selector, text)).click();
}
