import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEmit } from './events';
import { createReactWidget } from './react-widget';

function Greeting({ name = 'pilot' }: { name?: string }) {
  const emit = useEmit();
  return (
    <button part="greet" onClick={() => emit('rdc-open-auth', { category: 'register' })}>
      Hello {name}
    </button>
  );
}

const ReactGreeting = createReactWidget('rdc-greeting', Greeting, ['.greet-style { color: red }']);

describe('createReactWidget: the React export of a widget', () => {
  it('renders the component into an open shadow root with the theme and its styles, props passed through', async () => {
    const { container, rerender } = render(<ReactGreeting name="Vega" />);
    const host = container.querySelector('[data-rdc-widget="rdc-greeting"]') as HTMLElement;
    await waitFor(() => expect(host.shadowRoot?.querySelector('button')?.textContent).toBe('Hello Vega'));
    const styles = [...(host.shadowRoot?.querySelectorAll('style') ?? [])]
      .map((style) => style.textContent)
      .join('');
    expect(styles).toContain('.greet-style');
    expect(styles).toContain('--rdc-color-accent');
    rerender(<ReactGreeting name="Orion" />);
    await waitFor(() => expect(host.shadowRoot?.querySelector('button')?.textContent).toBe('Hello Orion'));
  });

  it('dispatches its rdc-* events on the host, composed, so a React host hears them on document', async () => {
    const { container } = render(<ReactGreeting />);
    const host = container.querySelector('[data-rdc-widget]') as HTMLElement;
    await waitFor(() => expect(host.shadowRoot?.querySelector('button')).not.toBeNull());
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('rdc-open-auth', listener);
    host.shadowRoot?.querySelector('button')?.click();
    document.removeEventListener('rdc-open-auth', listener);
    expect(heard.map((event) => [event.target, event.detail])).toEqual([[host, { category: 'register' }]]);
  });
});
