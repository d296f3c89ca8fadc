import { Marketplace as MarketplaceWidget, type MarketplaceProps } from '@rdc/widgets';
import { adoptPageAnswers } from './adopt-page-answers';

adoptPageAnswers();

/** The marketplace widget, with the list answer its page came with (MarketplacePage.astro). */
export function Marketplace(props: MarketplaceProps) {
  return <MarketplaceWidget {...props} />;
}
