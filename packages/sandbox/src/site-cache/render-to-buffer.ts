// Renders a page with the site's renderer (Astro's Node handler) into memory instead of a socket,
// so the page can be kept and served to many visitors, and re-rendered with no visitor waiting.
import { EventEmitter } from 'node:events';
import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** The renderer's signature: Astro's Node adapter in middleware mode. */
export type RenderHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: object,
) => Promise<void>;

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The part of a ServerResponse the renderer uses, writing into a buffer. */
class BufferedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  private readonly headers = new Map<string, string>();
  private readonly chunks: Buffer[] = [];

  constructor(
    readonly req: IncomingMessage,
    private readonly done: (page: RenderedPage) => void,
    private readonly failed: (error: Error) => void,
  ) {
    super();
  }

  setHeader(name: string, value: number | string | readonly string[]) {
    this.headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    return this;
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  hasHeader(name: string) {
    return this.headers.has(name.toLowerCase());
  }
  removeHeader(name: string) {
    this.headers.delete(name.toLowerCase());
  }
  getHeaders() {
    return Object.fromEntries(this.headers);
  }
  writeHead(status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const given = rest.find(
      (value): value is OutgoingHttpHeaders => typeof value === 'object' && value !== null,
    );
    for (const [name, value] of Object.entries(given ?? {}))
      if (value !== undefined) this.setHeader(name, value as string);
    this.headersSent = true;
    return this;
  }
  write(chunk: string | Uint8Array, ...rest: unknown[]) {
    this.headersSent = true;
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    const callback = rest.find((value) => typeof value === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }
  end(chunk?: string | Uint8Array | (() => void)) {
    if (chunk !== undefined && typeof chunk !== 'function') this.write(chunk);
    if (this.writableEnded) return this;
    this.writableEnded = true;
    this.done({
      status: this.statusCode,
      headers: Object.fromEntries(this.headers),
      body: Buffer.concat(this.chunks),
    });
    this.emit('finish');
    this.emit('close');
    return this;
  }
  destroy(error?: Error) {
    this.failed(error ?? new Error('the renderer gave up on the page'));
    this.emit('close');
    return this;
  }
}

/**
 * The page at `url` as the renderer writes it for a GET with `headers` (the Host is the URL's), or
 * null when the renderer has no page there (it passed the request on).
 */
export function renderToBuffer(
  render: RenderHandler,
  url: URL,
  headers: Record<string, string>,
  locals: object,
): Promise<RenderedPage | null> {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = url.pathname + url.search;
  req.headers = { ...headers, host: url.host };
  req.push(null);
  return new Promise((resolve, reject) => {
    const res = new BufferedResponse(req, resolve, reject);
    // A copy: the page writes into its locals (its language), and requests must not share them.
    render(req, res as unknown as ServerResponse, () => resolve(null), { ...locals }).catch(reject);
  });
}
