import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered image variants on disk (DATA_DIR/cache/images), named by the source's sha-256 and the width: a
 * source's bytes never change under its hash, so a cached file is never stale and survives restarts. The set is
 * bounded by the stored images times the fixed widths. Requests for a variant being rendered share that render.
 */
export class VariantCache {
  private readonly rendering = new Map<string, Promise<Buffer>>();

  /** `onLookup` is told whether each variant asked for was on disk already (the metrics' hit ratio). */
  constructor(
    readonly directory: string,
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {}

  get(sourceSha256: string, width: number, render: () => Promise<Buffer>): Promise<Buffer> {
    const fileName = `${path.basename(sourceSha256)}-${width}.webp`;
    const pending = this.rendering.get(fileName);
    if (pending) return pending;
    const result = this.readOrRender(fileName, render).finally(() => this.rendering.delete(fileName));
    this.rendering.set(fileName, result);
    return result;
  }

  private async readOrRender(fileName: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.directory, fileName);
    const cached = await readFile(file).catch(() => undefined);
    this.onLookup(cached !== undefined);
    if (cached) return cached;
    const bytes = await render();
    await mkdir(this.directory, { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }
}
