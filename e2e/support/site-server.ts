/** The API a site server serves, and what tells its page cache that a page's subject changed. */
interface SiteApi {
  fetch: (request: Request) => Response | Promise<Response>;
  onSubjectChange?: (listener: () => void) => () => void;
}

/** The built site with the API on the same origin under /api/v1, served exactly as `pnpm start` serves it. */
export async function startSiteServer({
  sandboxDist,
  api,
  dir,
}: {
  sandboxDist: string;
  api: SiteApi;
  dir: string;
}) {
  const { startSiteServer: start } = (await import(sandboxDist)) as {
    startSiteServer: (api: SiteApi, root: string) => Promise<{ origin: string; close(): Promise<void> }>;
  };
  return start(api, dir);
}
