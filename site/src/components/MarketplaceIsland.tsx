import { adoptPageAnswer } from '@rdc/core';
import { Marketplace as MarketplaceWidget, type MarketplaceProps } from '@rdc/widgets';

// The list's first answer came with the page (MarketplacePage.astro): it is in the list's store
// before the list first renders, so the list shows without asking the API again.
if (typeof document !== 'undefined') {
  for (const script of document.querySelectorAll('script[data-rdc-page-answer]')) {
    adoptPageAnswer(script.textContent);
  }
}

/** The marketplace widget, with the answer its page came with. */
export function Marketplace(props: MarketplaceProps) {
  return <MarketplaceWidget {...props} />;
}
