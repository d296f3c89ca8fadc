import { marketplaceHref } from '@rdc/core';

/**
 * "Packages also show one extra block" (marketplace-content.md §2.2; its content is not given): what a
 * package is, and the way to the single items of the manufactory.
 */
export function PackagesExtra({ siteBase }: { siteBase: string }) {
  return (
    <aside className="packages-extra" part="extra" aria-labelledby="packages-extra-title">
      <h2 id="packages-extra-title">Why a package?</h2>
      <p>
        A package bundles ships and gear that work well together, for less than buying each item on its own.
      </p>
      <p>
        <a href={`${siteBase}${marketplaceHref('manufactory')}`}>Browse single items in the Manufactory</a>
      </p>
    </aside>
  );
}
