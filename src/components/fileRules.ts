/** Spec section 9: an image input takes 3 files unless told otherwise. */
export const IMAGE_INPUT_MAX_FILES = 3;

export interface FileSelection {
  files: File[];
  /** Files of a type the input does not take. */
  rejected: File[];
  /** More files of the right type than allowed were picked; only the first `max` are kept. */
  truncated: boolean;
}

export const isImage = (file: File): boolean => file.type.startsWith('image/');
export const isCsv = (file: File): boolean => file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');

/** Keeps the files the input accepts, at most `max` of them in the order picked (spec section 5). */
export function selectFiles(picked: readonly File[], accepts: (file: File) => boolean, max: number): FileSelection {
  const accepted = picked.filter(accepts);
  return {
    files: accepted.slice(0, max),
    rejected: picked.filter((file) => !accepts(file)),
    truncated: accepted.length > max,
  };
}

/** 'Only first 3 files included' (spec section 8), with the input's own limit. */
export const tooManyFilesMessage = (max: number): string => `Only first ${max} files included`;
