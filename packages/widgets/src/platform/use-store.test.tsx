import { act, render, screen } from '@testing-library/react';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { useStore } from './use-store';

function Show({ store }: { store: ReadableAtom<string> }) {
  return <p>{useStore(store)}</p>;
}

// The partner bundle's useStore (vite.cdn.config.ts puts it in @nanostores/react's place).
describe("useStore: a store's value, drawn again when it changes", () => {
  it('shows the value and follows an atom and a store computed from it', () => {
    const $name = atom('Nova');
    const $title = computed($name, (name) => `${name} Corsair`);
    render(
      <>
        <Show store={$name} />
        <Show store={$title} />
      </>,
    );
    expect(screen.getByText('Nova')).toBeVisible();
    expect(screen.getByText('Nova Corsair')).toBeVisible();
    act(() => $name.set('Helix'));
    expect(screen.getByText('Helix')).toBeVisible();
    expect(screen.getByText('Helix Corsair')).toBeVisible();
    expect(screen.queryByText(/Nova/)).toBeNull();
  });

  it('stops listening when the component goes', () => {
    const $name = atom('Nova');
    const { unmount } = render(<Show store={$name} />);
    expect($name.lc).toBe(1);
    unmount();
    expect($name.lc).toBe(0);
  });

  it('shows a change made between its render and its subscription', () => {
    const $name = atom('Nova');
    function ChangeOnRender() {
      // A sibling drawn after it changes the store before the effects subscribe.
      $name.set('Helix');
      return null;
    }
    render(
      <>
        <Show store={$name} />
        <ChangeOnRender />
      </>,
    );
    expect(screen.getByText('Helix')).toBeVisible();
    expect(screen.queryByText('Nova')).toBeNull();
  });
});
