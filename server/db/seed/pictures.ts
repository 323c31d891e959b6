import { createHash } from 'node:crypto';
import { driveUrl } from '../drive-url';
import type { Row } from './insert';

/** Collects the generated pictures as asset rows; each `add` answers the drive-style URL records store. */
export class Pictures {
  readonly rows: Row[] = [];

  /** `altText`: what a screen reader says for it; a floor plan's photo without one is not shown (migration 054). */
  add(folderId: string, name: string | number, id: string, svg: string, altText: string | null = null): string {
    const content = Buffer.from(svg, 'utf8');
    this.rows.push({
      id,
      folder_id: folderId,
      name: String(name),
      content_type: 'image/svg+xml',
      byte_size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      alt_text: altText,
    });
    return driveUrl(id);
  }
}
