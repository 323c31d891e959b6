import { useCallback, useEffect, useRef, useState } from 'react';
import { ImageInput } from '@/components/FileInput';
import { MoveButtons, type MoveStep } from '@/components/MoveButtons';
import { movedOnePlace } from '@/lib/moveOnePlace';
import { MAX_SUBLET_IMAGES } from '../rules';
import styles from './SubletPhotosInput.module.css';

/** A chosen file keeps its key (and so its thumbnail) when the photos are reordered; one pick never holds a file twice. */
const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * A chosen photo's preview from the file itself. The object URL is made when the image is attached and revoked when
 * it is detached (a ref with cleanup), so replaced photos and a closed form give their memory back.
 */
function Thumbnail({ file }: { file: File }) {
  const attach = useCallback(
    (image: HTMLImageElement) => {
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className={styles.thumbnail} alt="" width={96} height={72} />;
}

function position(images: readonly File[], file: File): string {
  const at = images.indexOf(file) + 1;
  return `${file.name} is now photo ${at} of ${images.length}${at === 1 ? ', the cover' : ''}`;
}

export interface SubletPhotosInputProps {
  images: readonly File[];
  onChange: (images: File[]) => void;
  error?: string;
}

/**
 * Spec sections 2 and 7: up to 5 photos, the first is the cover. Issue 27: each chosen photo shows as a thumbnail
 * with its name, the first marked 'Cover', and Move up / Move down buttons set the order (the order they are sent
 * in). A button at the end it points to stays focusable but says it is unavailable, so the focus never drops.
 */
export function SubletPhotosInput({ images, onChange, error }: SubletPhotosInputProps) {
  const [moved, setMoved] = useState<{ file: File; step: MoveStep }>();
  const list = useRef<HTMLOListElement>(null);

  // The moved photo's button keeps the focus wherever its row went.
  useEffect(() => {
    if (!moved) return;
    const row = list.current?.children[images.indexOf(moved.file)];
    row?.querySelector<HTMLButtonElement>(`[data-step="${moved.step}"]`)?.focus();
  }, [moved, images]);

  function move(index: number, step: MoveStep) {
    const target = index + step;
    if (target < 0 || target >= images.length) return;
    setMoved({ file: images[index], step });
    onChange(movedOnePlace(images, index, step));
  }

  function choose(files: File[]) {
    setMoved(undefined);
    onChange(files);
  }

  const chosen =
    images.length > 0 ? (
      <>
        <ol ref={list} className={styles.photos} aria-label="Chosen photos">
          {images.map((file, index) => (
            <li key={fileKey(file)} className={styles.photo}>
              <Thumbnail file={file} />
              <span className={styles.name}>{file.name}</span>
              {index === 0 && <span className={styles.cover}>Cover</span>}
              <span className={styles.moves}>
                <MoveButtons itemName={file.name} first={index === 0} last={index === images.length - 1} onMove={(step) => move(index, step)} />
              </span>
            </li>
          ))}
        </ol>
        <span role="status" className="visually-hidden">
          {moved && images.includes(moved.file) ? position(images, moved.file) : ''}
        </span>
      </>
    ) : undefined;

  return (
    <ImageInput label={`Photos (up to ${MAX_SUBLET_IMAGES}, the first is the cover)`} name="images" maxFiles={MAX_SUBLET_IMAGES} error={error} onChange={choose} chosenView={chosen} />
  );
}
