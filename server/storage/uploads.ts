import { rm } from 'node:fs/promises';
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

/**
 * Files under DATA_DIR/uploads that older versions stored uploads in (rows with a `file_name`): served and removed
 * from here. New uploads are stored in the database (docs/decisions/015-several-api-processes.md).
 */
export class UploadStore {
  constructor(readonly directory: string) {}

  pathOf(fileName: string): string {
    // Names were the server's own, but a path must never leave the uploads directory whatever the database holds.
    return path.join(this.directory, path.basename(fileName));
  }

  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.map((fileName) => rm(this.pathOf(fileName), { force: true })));
  }
}
