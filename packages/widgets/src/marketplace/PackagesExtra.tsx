import { marketplaceHref, sitePath } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

/**
 * "Packages also show one extra block" (marketplace-content.md §2.2; its content is not given): what a
 * package is, and the way to the single items of the manufactory.
 */
export function PackagesExtra({ siteBase }: { siteBase: string }) {
  const locale = useLocale();
  return (
    <aside className="packages-extra" part="extra" aria-labelledby="packages-extra-title">
      <h2 id="packages-extra-title">{m.marketplace_extra_title(locale)}</h2>
      <p>{m.marketplace_extra_text(locale)}</p>
      <p>
        <a href={sitePath(`${siteBase}${marketplaceHref('manufactory')}`)}>
          {m.marketplace_extra_link(locale)}
        </a>
      </p>
    </aside>
  );
}
