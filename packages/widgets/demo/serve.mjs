// `pnpm --filter @rdc/widgets demo`: the partner demo page and the bundle on
// http://127.0.0.1:5174/, an origin other than the API's. Run `pnpm build` first, and the
// sandbox beside it (`pnpm sandbox`, http://127.0.0.1:8787, which allows local origins by CORS).
import { startPartnerServer } from './servers.mjs';

const apiBase = process.env.RDC_API_BASE ?? 'http://127.0.0.1:8787/api/v1';
const partner = await startPartnerServer({ apiBase, port: Number(process.env.PARTNER_PORT ?? 5174) });
console.log(
  `partner page on ${partner.origin}/partner.html, bundle at ${partner.origin}/rdc-widgets.js, API ${apiBase}`,
);
