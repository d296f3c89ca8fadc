import { manufactoryViewSegment } from '@rdc/core';
import { loadReactWidget, loadWidgetParts, type ManufactoryProps } from '@rdc/widgets';
import { adoptPageAnswers } from './adopt-page-answers';

await adoptPageAnswers();

/** The view the page's address shows ([...view].astro's `view`): its code loads with the widget's. */
const shownView = manufactoryViewSegment(location.pathname);

// Loaded before the island renders, with the code of the view it shows: it replaces the first
// screen the server drew ([...view].astro) with the same in its first commit, with no placeholder
// between.
const [ManufactoryWidget] = await Promise.all([
  loadReactWidget('rdc-manufactory'),
  loadWidgetParts('rdc-manufactory', { view: shownView }),
]);

/** The manufactory widget, with the list answers its page came with ([...view].astro). */
export function Manufactory(props: ManufactoryProps) {
  return <ManufactoryWidget {...props} />;
}
