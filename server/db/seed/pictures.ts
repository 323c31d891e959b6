import { createHash } from 'node:crypto';
import { driveUrl } from '../drive-url';
import type { Row } from './insert';

/** Collects the generated pictures as asset rows; each `add` answers the drive-style URL records store. */
export class Pictures {
  readonly rows: Row[] = [];

  add(folderId: string, name: string | number, id: string, svg: string): string {
    const content = Buffer.from(svg, 'utf8');
    this.rows.push({
      id,
      folder_id: folderId,
      name: String(name),
      content_type: 'image/svg+xml',
      byte_size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    });
    return driveUrl(id);
  }
}
