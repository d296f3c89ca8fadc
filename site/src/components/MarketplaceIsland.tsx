import { loadReactWidget, type MarketplaceProps } from '@rdc/widgets';
import { adoptPageAnswers } from './adopt-page-answers';

await adoptPageAnswers();

// Loaded before the island renders: it replaces the first screen the server drew
// (MarketplacePage.astro) with the same in its first commit, with no empty frame between.
const MarketplaceWidget = await loadReactWidget('rdc-marketplace');

/** The marketplace widget, with the list answer its page came with (MarketplacePage.astro). */
export function Marketplace(props: MarketplaceProps) {
  return <MarketplaceWidget {...props} />;
}
