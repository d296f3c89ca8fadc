import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messageCatalogue } from '@rdc/core';
import { HostContext } from './events';
import { useLocale } from './use-locale';

function ShowLocale() {
  return <p>{useLocale()}</p>;
}

describe("useLocale: the element's lang, else the nearest lang around it, else English", () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('is English on a page that declares nothing', () => {
    render(<ShowLocale />);
    expect(screen.getByText('en')).toBeTruthy();
  });

  it("reads the host element's nearest lang, and reports a language the store does not have", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const section = document.createElement('section');
    section.lang = 'sv-SE';
    const host = document.createElement('rdc-test');
    section.append(host);
    document.body.append(section);
    render(
      <HostContext value={host}>
        <ShowLocale />
      </HostContext>,
    );
    expect(screen.getByText('en')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('language "sv-SE"'));
  });

  it('an island on a German page fetches the German texts its chunk brought, and shows them', async () => {
    const load = vi.fn(async () => ({ hello: () => 'Hallo' }));
    const translated = messageCatalogue({ de: load });
    function Hello() {
      const locale = useLocale();
      return <p>{translated(locale)?.hello?.({}) ?? 'Hello'}</p>;
    }
    document.documentElement.lang = 'de';
    render(<Hello />);
    expect(await screen.findByText('Hallo')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
