import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The image types a sublet may carry, recognised by their first bytes (magic numbers), never by name or header. */
const SIGNATURES: ((bytes: Buffer) => boolean)[] = [
  (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, // JPEG
  (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), // PNG
  (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
];

export function isAcceptedImage(bytes: Buffer): boolean {
  return SIGNATURES.some((matches) => matches(bytes));
}

/** Uploaded files under DATA_DIR/uploads, named by the server (random), never by the visitor. */
export class UploadStore {
  constructor(readonly directory: string) {}

  async save(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(this.pathOf(fileName), bytes, { flag: 'wx' });
    return fileName;
  }

  pathOf(fileName: string): string {
    // Names come from `save`, but a path must never leave the uploads directory whatever the database holds.
    return path.join(this.directory, path.basename(fileName));
  }

  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.map((fileName) => rm(this.pathOf(fileName), { force: true })));
  }
}
