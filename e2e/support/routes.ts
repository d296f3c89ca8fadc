// Every page the site serves: the prerendered ones read from the build, so a new page is covered
// without editing a list, and the pages rendered on demand, named here.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT_DIR = fileURLToPath(new URL('../../site/dist/client/', import.meta.url));

/** Every prerendered page of the build, as its address. */
function prerenderedRoutes(dir = CLIENT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : prerenderedRoutes(path);
    if (!entry.name.endsWith('.html')) return [];
    const route = `/${relative(CLIENT_DIR, path)}`.replace(/index\.html$/, '').replace(/\.html$/, '');
    return [route.length > 1 ? route.replace(/\/$/, '') : route];
  });
}

const ON_DEMAND = [
  '/',
  '/creator-corners',
  '/articles/39',
  '/marketplace',
  '/marketplace/virtual-currency',
  '/marketplace/packages',
  '/marketplace/subscriptions',
  '/marketplace/limitedTimeOffers',
  '/marketplace/manufactory',
  '/AISubscription',
  '/settings',
  '/marketplace/product/item/3',
  '/marketplace/product/package/1',
  '/marketplace/product/package/1/item/not-in-it',
  '/marketplace/product/subscription/1',
  '/marketplace/product/item/999999',
  '/articles/1',
  '/welcome-to-the-future',
  '/EULA',
  '/Terms-Of-Service',
  '/Privacy-Policy',
  '/terms-of-service',
  '/privacy-policy',
  '/no/such/page',
  // German addresses of pages rendered on demand (the prerendered ones are in the build).
  '/de',
  '/de/marketplace/packages',
  '/de/AISubscription',
  '/de/settings',
  '/de/marketplace/product/item/3',
  '/de/articles/1',
  '/de/EULA',
  '/de/no/such/page',
];

/** The site's pages, sorted. */
export function siteRoutes(): string[] {
  return [...new Set([...prerenderedRoutes(), ...ON_DEMAND])].sort();
}
