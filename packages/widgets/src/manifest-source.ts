import { buildManifest } from './platform/manifest';
import { WIDGETS } from './widgets';

/** custom-elements.json for every widget (written by the build). */
export function manifest() {
  return buildManifest(WIDGETS as never);
}
