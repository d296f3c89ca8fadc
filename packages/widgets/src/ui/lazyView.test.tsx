import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from './lazyView';

afterEach(() => vi.restoreAllMocks());

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyView: a part of a widget whose code loads when first shown', () => {
  it('says Loading... until its code arrives, then shows it with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const { View } = lazyView(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(<View name="pilot" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    arrive(Greeting);
    expect(await screen.findByText('Hello pilot')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a chunk that cannot be fetched is an error with Retry, not a crashed widget; Retry fetches again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const { View } = lazyView<{ name: string }>(load);
    render(<View name="pilot" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: this part could not be loaded. Check the connection and retry.',
    );
    expect(warn).toHaveBeenCalledWith('[rdc] a view could not be loaded', expect.any(TypeError));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello pilot')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a view with its own placeholder shows it while the code loads, instead of Loading...', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const { View } = lazyView(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), {
      placeholder: ({ name }) => <p>Waiting for {name}</p>,
    });
    render(<View name="pilot" />);
    expect(screen.getByText('Waiting for pilot')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    arrive(Greeting);
    expect(await screen.findByText('Hello pilot')).toBeVisible();
    expect(screen.queryByText('Waiting for pilot')).toBeNull();
  });

  it('preload fetches the code once, ahead of the first render', async () => {
    const load = vi.fn().mockResolvedValue(Greeting);
    const { View, preload } = lazyView<{ name: string }>(load);
    preload();
    preload();
    render(<View name="pilot" />);
    expect(await screen.findByText('Hello pilot')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
