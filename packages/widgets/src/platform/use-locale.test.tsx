import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
