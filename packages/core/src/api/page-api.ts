import { getDomain } from '../config';
import { createApi } from './api';
import type { Api } from './api';

/** Every domain of calls over the page's client, created on first use and rebuilt after `configure()`. */
export function getApi(): Api {
  return getDomain(createApi);
}
