import { describe, expect, it } from 'vitest';
import { answerReader } from './http-load.mjs';

/** The statuses `answerReader` reports for `text` fed in pieces of `size` bytes. */
function read(text, size) {
  const statuses = [];
  const feed = answerReader((status) => statuses.push(status));
  const bytes = Buffer.from(text, 'latin1');
  for (let at = 0; at < bytes.length; at += size) feed(bytes.subarray(at, at + size));
  return statuses;
}

const sized = 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nETag: W/"x"\r\n\r\nhello';
const chunked =
  'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n1a\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\n\r\n';
const notModified = 'HTTP/1.1 304 Not Modified\r\nETag: W/"x"\r\n\r\n';

describe("the launch-day load generator's answer reader", () => {
  it('reads answers by Content-Length, chunked and bodiless, however the bytes arrive', () => {
    const stream = sized + chunked + notModified + sized;
    for (const size of [1, 2, 3, 7, 64, stream.length])
      expect(read(stream, size), `in pieces of ${size}`).toEqual([200, 200, 304, 200]);
  });

  it('reports no answer before its body has arrived whole', () => {
    expect(read(sized.slice(0, -1), 4)).toEqual([]);
    expect(read(chunked.slice(0, -2), 4)).toEqual([]);
  });
});
