export interface ObjectUrls {
  /** Every URL made, in order, as `blob:{file name}#{n}`. */
  made: string[];
  revoked: string[];
  /** Made and not revoked yet. */
  live: () => string[];
}

/**
 * jsdom makes no object URLs (`URL.createObjectURL` is missing): this gives each file a `blob:` address of its own
 * and records which were revoked, so a test can see a preview shown and its memory given back. Each call starts new
 * records; the stub stays for the file's later tests (it is not put back: a component unmounted after the test
 * still revokes its URLs).
 */
export function stubObjectUrls(): ObjectUrls {
  const urls: ObjectUrls = { made: [], revoked: [], live: () => urls.made.filter((url) => !urls.revoked.includes(url)) };
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = `blob:${object instanceof File ? object.name : 'blob'}#${urls.made.length}`;
    urls.made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void urls.revoked.push(url);
  return urls;
}
