import styles from './SubletForm.module.css';

/** A progress bar per chosen image while the images are sent (spec section 4: submitting). */
export function UploadProgress({ images, progress }: { images: readonly File[]; progress: readonly number[] }) {
  return (
    <ul className={styles.progress} aria-label="Image uploads">
      {images.map((image, index) => (
        <li key={`${index}-${image.name}`}>
          <span>{image.name}</span>
          <progress max={1} value={progress[index] ?? 0} aria-label={`Uploading ${image.name}`} />
        </li>
      ))}
    </ul>
  );
}
