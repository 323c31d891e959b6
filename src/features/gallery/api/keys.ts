export const galleryKeys = {
  all: ['gallery'] as const,
  /** The photos of one drive folder (`assets/{folderId}`). */
  folder: (folderId: string) => [...galleryKeys.all, 'folder', folderId] as const,
};
