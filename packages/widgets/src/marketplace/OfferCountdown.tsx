import countdownCss from '../countdown/Countdown.css?inline';
import { Countdown, type CountdownProps } from '../countdown/Countdown';
import { usePartStyles } from '../platform/use-part-styles';

const STYLES = [countdownCss];

/**
 * A limited offer's countdown on its card (marketplace-content.md §2.8: "Countdown marker for timed items"):
 * a chunk of its own, with its styles, which only the limited time offers list fetches.
 */
export function OfferCountdown(props: CountdownProps) {
  usePartStyles(STYLES);
  return <Countdown {...props} />;
}
