import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Field } from './Field';
import { IMAGE_INPUT_MAX_FILES, isCsv, isImage, selectFiles, tooManyFilesMessage } from './fileRules';

interface FileInputProps {
  label: ReactNode;
  name: string;
  onChange: (files: File[]) => void;
  maxFiles?: number;
  error?: string;
  optional?: boolean;
  /** Shown under the input instead of the chosen files' names, e.g. previews in an order the visitor sets. */
  chosenView?: ReactNode;
}

interface VariantProps extends FileInputProps {
  accept: string;
  accepts: (file: File) => boolean;
  /** How a refused file is reported, e.g. 'plan.pdf is not an image'. */
  rejectedMessage: (file: File) => string;
}

/** A file picker that keeps only the files it accepts, at most `maxFiles`, and says what it left out. */
function FileInput({ label, name, onChange, maxFiles = 1, error, optional, chosenView, accept, accepts, rejectedMessage }: VariantProps) {
  const [notes, setNotes] = useState<string[]>([]);
  const [chosen, setChosen] = useState<File[]>([]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const selection = selectFiles(Array.from(event.target.files ?? []), accepts, maxFiles);
    setChosen(selection.files);
    setNotes([
      ...(selection.truncated ? [tooManyFilesMessage(maxFiles)] : []),
      ...selection.rejected.map(rejectedMessage),
    ]);
    onChange(selection.files);
  }

  return (
    <Field label={label} error={error} optional={optional}>
      {(control) => (
        <>
          <input {...control} type="file" className="input" name={name} accept={accept} multiple={maxFiles > 1} onChange={handleChange} />
          {/* A status region, so what was left out is announced right after picking. */}
          <span role="status" className="field-hint">
            {notes.join('. ')}
          </span>
          {chosenView ?? (chosen.length > 0 && (
            <ul className="field-hint" aria-label="Chosen files">
              {chosen.map((file) => (
                <li key={`${file.name}-${file.lastModified}`}>{file.name}</li>
              ))}
            </ul>
          ))}
        </>
      )}
    </Field>
  );
}

/** Images only, 3 at most unless told otherwise (spec section 5). */
export function ImageInput(props: FileInputProps) {
  return (
    <FileInput
      maxFiles={IMAGE_INPUT_MAX_FILES}
      {...props}
      accept="image/*"
      accepts={isImage}
      rejectedMessage={(file) => `${file.name} is not an image`}
    />
  );
}

/** One CSV file (text/csv), e.g. for an admin-style import. */
export function CsvInput(props: FileInputProps) {
  return (
    <FileInput
      {...props}
      accept=".csv,text/csv"
      accepts={isCsv}
      rejectedMessage={(file) => `${file.name} is not a CSV file`}
    />
  );
}
