import { sitePath } from '@rdc/core';
import type { Crumb } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
}

/**
 * The manufactory's breadcrumbs (marketplace-content.md §2.3; the crumbs are core's
 * `manufactoryBreadcrumbs`): a labelled navigation, the last crumb marked as the current page.
 */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const locale = useLocale();
  return (
    <nav className="crumbs" part="breadcrumbs" aria-label={m.ui_breadcrumbs_label(locale)}>
      <ol className="crumbs__list">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className="crumbs__crumb">
            <a href={sitePath(crumb.href)} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
