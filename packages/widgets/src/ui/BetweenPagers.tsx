import type { ReactNode } from 'react';
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
  const navigator = (where: 'above' | 'below') => (
    <PageNavigator
      page={address.position.page}
      pageCount={pageCount}
      onPage={address.setPage}
      hrefOf={address.hrefOf}
      label={`${label} pages, ${where} the list`}
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
