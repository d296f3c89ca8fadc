import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWidgetElement } from './define-widget';
import { useEmit } from './events';
import { defineOnce } from './define';

interface ProbeProps {
  label?: string;
  lotId?: number;
  compact?: boolean;
  options?: { tone: string };
}

function Probe({ label = 'default label', lotId, compact = false, options }: ProbeProps) {
  const emit = useEmit();
  return (
    <div part="probe">
      <p data-testid="label">{label}</p>
      <p data-testid="lot">{lotId === undefined ? 'none' : `${typeof lotId}:${lotId}`}</p>
      <p data-testid="compact">{String(compact)}</p>
      <p data-testid="tone">{options?.tone ?? 'no tone'}</p>
      <button onClick={() => emit('rdc-error', { source: 'probe', message: 'clicked' })}>Fire</button>
    </div>
  );
}

let seq = 0;
function mount(attributes = ''): HTMLElement & ProbeProps {
  const tag = `rdc-probe-${++seq}`;
  defineOnce(
    tag,
    createWidgetElement<ProbeProps>({
      tag: tag as `rdc-${string}`,
      component: Probe,
      styles: ['.probe-style { color: red }'],
      props: { label: 'string', lotId: 'number', compact: 'boolean', options: 'json' },
    }),
  );
  const holder = document.createElement('div');
  holder.innerHTML = `<${tag} ${attributes}></${tag}>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement & ProbeProps;
}

const text = (element: HTMLElement, id: string) =>
  element.shadowRoot?.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('createWidgetElement: the custom-element platform', () => {
  it('renders into an open shadow root, with kebab-case attributes mapped to typed props', async () => {
    const element = mount('label="Hello" lot-id="42"');
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot?.mode).toBe('open');
    await waitFor(() => expect(text(element, 'label')).toBe('Hello'));
    expect(text(element, 'lot')).toBe('number:42');
  });

  it('a bare boolean attribute is true, and removing it makes the prop false again', async () => {
    const element = mount('compact');
    await waitFor(() => expect(text(element, 'compact')).toBe('true'));
    act(() => element.removeAttribute('compact'));
    await waitFor(() => expect(text(element, 'compact')).toBe('false'));
    act(() => element.setAttribute('compact', ''));
    await waitFor(() => expect(text(element, 'compact')).toBe('true'));
    act(() => element.setAttribute('compact', 'false'));
    await waitFor(() => expect(text(element, 'compact')).toBe('false'));
  });

  it('changing and removing a string or number attribute re-renders, back to the default on removal', async () => {
    const element = mount('label="One" lot-id="1"');
    await waitFor(() => expect(text(element, 'label')).toBe('One'));
    act(() => element.setAttribute('label', 'Two'));
    await waitFor(() => expect(text(element, 'label')).toBe('Two'));
    act(() => element.removeAttribute('label'));
    await waitFor(() => expect(text(element, 'label')).toBe('default label'));
    act(() => element.setAttribute('lot-id', 'not a number'));
    await waitFor(() => expect(text(element, 'lot')).toBe('none'));
  });

  it('property writes reflect to the attribute and render; false removes a boolean attribute', async () => {
    const element = mount();
    act(() => {
      element.lotId = 7;
      element.compact = true;
    });
    expect(element.getAttribute('lot-id')).toBe('7');
    expect(element.getAttribute('compact')).toBe('');
    await waitFor(() => expect(text(element, 'lot')).toBe('number:7'));
    expect(element.lotId).toBe(7);
    act(() => {
      element.compact = false;
    });
    expect(element.hasAttribute('compact')).toBe(false);
    await waitFor(() => expect(text(element, 'compact')).toBe('false'));
  });

  it('JSON props come from an attribute or a property; a bad attribute is ignored, not a crash', async () => {
    const element = mount(`options='{"tone":"dark"}'`);
    await waitFor(() => expect(text(element, 'tone')).toBe('dark'));
    act(() => {
      element.options = { tone: 'light' };
    });
    await waitFor(() => expect(text(element, 'tone')).toBe('light'));
    act(() => element.setAttribute('options', '{broken'));
    await waitFor(() => expect(text(element, 'tone')).toBe('no tone'));
  });

  it('dispatches rdc-* events on the element that bubble out of the shadow root to document', async () => {
    const element = mount();
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('rdc-error', listener);
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    act(() => element.shadowRoot?.querySelector('button')?.click());
    document.removeEventListener('rdc-error', listener);
    expect(seen).toHaveLength(1);
    const [event] = seen as [CustomEvent];
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(element);
    expect(event.detail).toEqual({ source: 'probe', message: 'clicked' });
  });

  it('keeps its styles inside the shadow root: the theme and the widget sheet, none in the document', async () => {
    const element = mount();
    await waitFor(() => expect(text(element, 'label')).toBe('default label'));
    const inside = [...(element.shadowRoot?.querySelectorAll('style') ?? [])]
      .map((style) => style.textContent)
      .join('\n');
    expect(inside).toContain('.probe-style');
    expect(inside).toContain('--rdc-color-text');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('unmounts when removed and renders again when put back', async () => {
    const element = mount('label="Back"');
    await waitFor(() => expect(text(element, 'label')).toBe('Back'));
    const parent = element.parentElement as HTMLElement;
    act(() => element.remove());
    await waitFor(() => expect(text(element, 'label')).toBeUndefined());
    act(() => parent.append(element));
    await waitFor(() => expect(text(element, 'label')).toBe('Back'));
  });

  it('defining the same tag twice keeps the first definition and does not throw', () => {
    const element = mount();
    const tag = element.localName;
    const first = customElements.get(tag);
    expect(() => defineOnce(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(first);
  });
});
