/** The built site with the API on the same origin under /api/v1, served exactly as `pnpm start` serves it. */
export async function startSiteServer({
  sandboxDist,
  api,
  dir,
}: {
  sandboxDist: string;
  api: { fetch: (request: Request) => Response | Promise<Response> };
  dir: string;
}) {
  const { startSiteServer: start } = (await import(sandboxDist)) as {
    startSiteServer: (
      api: { fetch: (request: Request) => Response | Promise<Response> },
      root: string,
    ) => Promise<{ origin: string; close(): Promise<void> }>;
  };
  return start(api, dir);
}
