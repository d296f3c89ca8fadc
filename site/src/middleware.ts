import { defineMiddleware } from 'astro:middleware';
import { requestNavigation } from './server/navigation';

// A page rendered on demand starts reading its navigation (the link templates) as the request
// arrives, in parallel with the page's own API calls (server/navigation.ts says why).
export const onRequest = defineMiddleware((context, next) => {
  if (!context.isPrerendered) void requestNavigation(context.locals, context.request, context.url);
  return next();
});
