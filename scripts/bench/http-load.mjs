// The launch-day load generator: `clients` keep-alive connections, each sending one GET, reading
// the answer whole and sending the next, as a player's browser would. A plain TCP socket with a
// request written once as bytes and an answer parser that only counts the body's bytes: node:http's
// client spent about 0.36 ms a request (more than a kept page costs the server), so on two shared
// cores it measured the client as much as the server. Loopback only.
import { connect } from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/**
 * Reads HTTP/1.1 answers from a stream of chunks: `feed(chunk)` calls `done(status)` once per
 * answer read whole (a Content-Length body, a chunked body without trailers, or none: 304, 204).
 */
export function answerReader(done) {
  let pending = Buffer.alloc(0);
  let status = 0;
  let state = 'head';
  let remaining = 0;
  const finish = () => {
    state = 'head';
    done(status);
  };
  return function feed(chunk) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (state === 'head') {
        const end = pending.indexOf(HEAD_END);
        if (end < 0) return;
        const head = pending.toString('latin1', 0, end);
        pending = pending.subarray(end + 4);
        status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
        if (/\r\ntransfer-encoding:[ \t]*chunked/i.test(head)) state = 'chunk-size';
        else if (length && Number(length[1]) > 0) {
          state = 'body';
          remaining = Number(length[1]);
        } else finish();
      } else if (state === 'body') {
        if (pending.length < remaining) {
          remaining -= pending.length;
          pending = Buffer.alloc(0);
          return;
        }
        pending = pending.subarray(remaining);
        finish();
      } else if (state === 'chunk-size') {
        const end = pending.indexOf(LINE_END);
        if (end < 0) return;
        const size = parseInt(pending.toString('latin1', 0, end), 16);
        pending = pending.subarray(end + 2);
        // The last chunk (size 0) is followed by an empty line (no trailers are sent here).
        remaining = size + 2;
        state = size === 0 ? 'last-chunk' : 'chunk';
      } else {
        if (pending.length < remaining) return;
        pending = pending.subarray(remaining);
        if (state === 'last-chunk') finish();
        else state = 'chunk-size';
      }
    }
  };
}

/**
 * `clients` connections to `origin` (http, loopback), each asking for `path` again as soon as an
 * answer has arrived, until `seconds` have passed. Resolves with each 200's latency in ms (sorted)
 * and the number of other answers and failures.
 */
export async function runLoad(origin, { clients, seconds, path, headers = {} }) {
  const { hostname, port } = new URL(origin);
  const request = Buffer.from(
    [
      `GET ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n'),
    'latin1',
  );
  const latencies = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const client = () =>
    new Promise((resolve) => {
      const socket = connect({ host: hostname, port: Number(port), noDelay: true });
      let sent = 0;
      let waiting = false;
      const send = () => {
        if (performance.now() >= end) {
          socket.end();
          return;
        }
        waiting = true;
        sent = performance.now();
        socket.write(request);
      };
      const feed = answerReader((status) => {
        waiting = false;
        if (status === 200) latencies.push(performance.now() - sent);
        else failures += 1;
        send();
      });
      socket.on('connect', send);
      socket.on('data', feed);
      socket.on('error', () => {});
      socket.on('close', () => {
        // A connection closed with an answer still due is a failed request.
        if (waiting) failures += 1;
        resolve();
      });
      // Bounded even if the server stops answering: each connection ends 30 s after the run.
      setTimeout(() => socket.destroy(), seconds * 1000 + 30_000).unref();
    });
  const start = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return {
    latencies: latencies.sort((a, b) => a - b),
    failures,
    elapsed: (performance.now() - start) / 1000,
  };
}
