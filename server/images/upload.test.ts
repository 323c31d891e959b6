import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { readImageUpload } from './upload';

/** The error @fastify/multipart reports for a file over its size limit. */
const fileTooLarge = () => Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });

/** A multipart request as the parser hands it over: its parts, then (maybe) the error it kept for the end. */
function multipart(parts: object[], endsWith?: Error): FastifyRequest {
  return {
    isMultipart: () => true,
    async *parts() {
      yield* parts;
      if (endsWith) throw endsWith;
    },
  } as unknown as FastifyRequest;
}

const sizeRefusal = (request: FastifyRequest) =>
  readImageUpload(request).then(
    () => 'accepted',
    (error: unknown) => (error instanceof HttpError ? [error.statusCode, error.message] : error),
  );

describe('spec 5 an image over 5,000,000 bytes is refused with its message (413), however the parser reports it', () => {
  it('while its bytes are read', async () => {
    const file = { type: 'file', fieldname: 'file', filename: 'huge.jpg', toBuffer: () => Promise.reject(fileTooLarge()) };
    expect(await sizeRefusal(multipart([file]))).toEqual([413, 'huge.jpg is too big, provide a file smaller than 5mb!']);
  });

  it('when the parts end, its limit having come after the last chunk was read (a race seen once in CI as a 400)', async () => {
    const file = { type: 'file', fieldname: 'file', filename: 'huge.jpg', toBuffer: () => Promise.resolve(Buffer.alloc(16)) };
    expect(await sizeRefusal(multipart([file], fileTooLarge()))).toEqual([413, 'huge.jpg is too big, provide a file smaller than 5mb!']);
  });
});
