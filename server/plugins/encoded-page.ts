import { compressors, type ContentEncoding } from '../http/encoded-json';

/** A rendered page's bytes, compressed at most once per encoding however many visitors the page cache serves. */
export class EncodedPage {
  readonly identity: Buffer;
  private readonly compressed = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(html: string) {
    this.identity = Buffer.from(html);
  }

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
