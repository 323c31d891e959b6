import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 5 packs a catalog answer within about 15% of quality 11 in a few milliseconds instead of most of
 * a second (the floor plans are ~110 kB of JSON, ~6 kB compressed).
 */
const BROTLI_QUALITY = 5;

const compressors: Record<ContentEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzip(bytes),
};

/** Bytes sent as they are or compressed, each encoding made at most once however often they are sent. */
export class EncodedBytes {
  private readonly compressed = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly identity: Buffer) {}

  bytes(encoding?: ContentEncoding): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.identity);
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.identity);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * A JSON answer serialized once and compressed at most once per encoding, so serving it again costs no
 * stringify, hash or compression. Each encoding is its own representation and gets its own strong ETag.
 */
export class EncodedJson extends EncodedBytes {
  private readonly tag: string;

  constructor(value: unknown) {
    super(Buffer.from(JSON.stringify(value)));
    this.tag = createHash('sha256').update(this.identity).digest('base64url');
  }

  etag(encoding?: ContentEncoding): string {
    return encoding ? `"${this.tag}-${encoding}"` : `"${this.tag}"`;
  }

  /** Whether an `If-None-Match` header names any representation of these bytes. */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    // If-None-Match compares weakly: a W/ prefix or another encoding of the same bytes still matches.
    return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '').replace(/-(br|gzip)"$/, '"') === this.etag());
  }
}
