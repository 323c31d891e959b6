import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { ImageInput } from '@/components/FileInput';
import { Spinner } from '@/components/Spinner';
import { imageTooBigMessage, isImageSizeAllowed } from '@/features/sublets/rules';
import { useUploadPlanPhoto } from '../api/planPhotos';
import { staffErrorText } from '../errorText';
import shared from './staff.module.css';

type Outcome = { added: number; refused: string[] };

/**
 * Adds photos to a plan: images only, 3 at a time (the spec's image input), each sent on its own as the server takes
 * one a request. A file the server refuses is named with its reason; the others are still added.
 */
export function PlanPhotoUpload({ planId }: { planId: number }) {
  const upload = useUploadPlanPhoto(planId);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [sending, setSending] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send() {
    const result: Outcome = { added: 0, refused: [] };
    for (const [index, file] of files.entries()) {
      setSending(index + 1);
      if (!isImageSizeAllowed(file.size)) {
        result.refused.push(imageTooBigMessage(file.name));
        continue;
      }
      try {
        await upload.mutateAsync(file);
        result.added += 1;
      } catch (error) {
        result.refused.push(staffErrorText(error));
      }
    }
    setSending(null);
    setOutcome(result);
    setFiles([]);
    setInputKey((key) => key + 1);
  }

  return (
    <div>
      <h3>Add photos</h3>
      <ImageInput
        key={inputKey}
        label="Photos to add"
        name="plan-photos"
        onChange={(picked) => {
          setFiles(picked);
          setOutcome(null);
        }}
      />
      <div className={shared.actions}>
        <button type="button" className="btn btn-primary" disabled={files.length === 0 || sending !== null} onClick={() => void send()}>
          {sending !== null && <Spinner label="Uploading" size="small" />}
          {files.length > 1 ? `Upload ${files.length} photos` : 'Upload photo'}
        </button>
        {sending !== null && (
          <span role="status">
            Uploading photo {sending} of {files.length}…
          </span>
        )}
      </div>
      {outcome && outcome.added > 0 && (
        <FormAlert tone="success">
          {outcome.added === 1 ? '1 photo added.' : `${outcome.added} photos added.`} Describe each one so it shows on the site.
        </FormAlert>
      )}
      {outcome && outcome.refused.length > 0 && (
        <FormAlert tone="error">
          <ul>
            {outcome.refused.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </FormAlert>
      )}
    </div>
  );
}
