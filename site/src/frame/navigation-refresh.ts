// A static page asks for the link templates now, so an admin's edit shows on the next load.
import { refreshSiteNavigation } from '@rdc/core';
import { documentLocale } from '../locale';
import { drawNavigation } from './nav-dom';

export function startNavigationRefresh(onDrawn: () => void): void {
  const body = document.body;
  if (body.dataset.navSource !== 'pending') return;
  void refreshSiteNavigation(documentLocale()).then((navigation) => {
    drawNavigation(navigation);
    body.dataset.navSource = 'server';
    onDrawn();
  });
}
