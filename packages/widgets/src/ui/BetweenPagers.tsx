import type { ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { PageNavigator } from './PageNavigator';
import type { AddressListPosition } from './useListPosition';

interface BetweenPagersProps {
  /** The list's page in the address, and how to move it. */
  address: AddressListPosition;
  pageCount: number;
  /** The list's name; the navigators are "{label} pages, above the list" and "…, below the list". */
  label: string;
  children: ReactNode;
}

/** A list with a page navigator above and below it, both following the page in the address. */
export function BetweenPagers({ address, pageCount, label, children }: BetweenPagersProps) {
  const locale = useLocale();
  const navigator = (where: 'above' | 'below') => (
    <PageNavigator
      page={address.position.page}
      pageCount={pageCount}
      onPage={address.setPage}
      hrefOf={address.hrefOf}
      label={where === 'above' ? m.ui_pager_above(locale, { label }) : m.ui_pager_below(locale, { label })}
    />
  );
  return (
    <>
      {navigator('above')}
      {children}
      {navigator('below')}
    </>
  );
}
