import { describe, expect, it } from 'vitest';
import { getFolderAssets } from './getFolderAssets';

describe('spec 8 folder photos', () => {
  it("a request the page abandoned is not logged as 'invalid folderId' and yields no empty folder", async () => {
    const controller = new AbortController();
    const request = getFolderAssets('folder-aspen', controller.signal);
    controller.abort();
    await expect(request).rejects.toThrow();
  });
});
