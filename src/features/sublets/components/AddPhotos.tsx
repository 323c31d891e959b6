import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { serverMessage } from '@/lib/http';
import { useAddSubletPhotos } from '../api/addSubletPhotos';
import { imagesError } from '../subletForm';
import type { Sublet } from '../types';
import { SubletPhotosInput } from './SubletPhotosInput';
import { UploadProgress } from './UploadProgress';
import styles from './SubletListing.module.css';

export const ADD_PHOTOS_OUTCOME = { added: 'Photos added!', failed: 'Error adding photos!' } as const;

/**
 * Issue 17: a listing with no stored photo is incomplete (spec section 5: at least one image) and staff cannot
 * approve it, so its private page offers to add the photos that did not arrive.
 */
export function AddPhotos({ sublet }: { sublet: Sublet }) {
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number[]>([]);
  const add = useAddSubletPhotos();
  const titleId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = imagesError(images);
    setError(problem);
    if (problem) return;
    setProgress(images.map(() => 0));
    add.mutate({
      sublet,
      images,
      onProgress: (index, share) => setProgress((current) => current.map((value, at) => (at === index ? share : value))),
    });
  }

  return (
    <form className={styles.addPhotos} noValidate onSubmit={handleSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>Add your photos</h2>
      <p>Your listing has no photo yet. A listing needs at least one image before our staff can approve it.</p>
      <SubletPhotosInput images={images} error={error} onChange={setImages} />
      {(add.isPending || add.isSuccess) && <UploadProgress images={images} progress={progress} />}
      {add.isError && (
        <FormAlert tone="error">
          {ADD_PHOTOS_OUTCOME.failed} {serverMessage(add.error) ?? 'Please try again in a moment.'}
        </FormAlert>
      )}
      {add.isSuccess && <FormAlert tone="success">{ADD_PHOTOS_OUTCOME.added}</FormAlert>}
      <SubmitButton pending={add.isPending} done={add.isSuccess}>
        Add photos
      </SubmitButton>
    </form>
  );
}
