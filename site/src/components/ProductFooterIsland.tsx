import { ProductFooter as Footer, type ProductFooterProps } from '@rdc/widgets';
import { adoptPageAnswers } from './adopt-page-answers';

await adoptPageAnswers();

/**
 * A product page's footer, with the lot its page came with (ProductPage.astro): its first render
 * shows the price and the buttons, with no request of its own and no loading state between.
 */
export function ProductFooter(props: ProductFooterProps) {
  return <Footer {...props} />;
}
