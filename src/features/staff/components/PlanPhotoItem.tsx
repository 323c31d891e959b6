import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { TextInput } from '@/components/TextInput';
import { assetImageUrl } from '@/lib/assets';
import { useChooseCover, useDescribePhoto, useRemovePhoto } from '../api/planPhotos';
import { staffErrorText } from '../errorText';
import { ALT_TEXT_MAX, NOT_SHOWN_MESSAGE, photoDescriptionSchema, type PlanPhoto } from '../planPhotos';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './PlanPhotos.module.css';
import shared from './staff.module.css';

interface PlanPhotoItemProps {
  planId: number;
  photo: PlanPhoto;
  place: number;
  count: number;
  /** Moves the photo one place up (-1) or down (+1); null while a move is being saved. */
  onMove: ((step: -1 | 1) => void) | null;
}

/** One photo of a plan: its picture, its description (alt text), its place, cover and remove buttons. */
export function PlanPhotoItem({ planId, photo, place, count, onMove }: PlanPhotoItemProps) {
  const describe = useDescribePhoto(planId);
  const cover = useChooseCover(planId);
  const remove = useRemovePhoto(planId);
  const [altText, setAltText] = useState(photo.altText ?? '');
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const label = `Photo ${place}`;

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = photoDescriptionSchema.safeParse({ altText });
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    setProblem(undefined);
    describe.mutate({ id: photo.id, ...checked.data });
  }

  return (
    <li className={`card ${styles.photo}`} aria-label={label}>
      {/* The editor's preview: the description is what the site says for it, so here it is the photo's alt too. */}
      <img className={styles.preview} src={`${assetImageUrl(photo.id)}?w=320`} alt={photo.altText ?? ''} width={160} height={120} loading="lazy" />
      <div>
        <h3>{photo.cover ? `${label} · Cover` : label}</h3>
        {!photo.altText && <p className={styles.notShown}>{NOT_SHOWN_MESSAGE}</p>}
        <form onSubmit={save} noValidate className={shared.inlineForm}>
          <TextInput
            label={`Photo ${place} description`}
            hint="What someone who cannot see it should know, e.g. “Kitchen with a breakfast bar”."
            name={`alt-${photo.id}`}
            value={altText}
            maxLength={ALT_TEXT_MAX}
            error={problem}
            onChange={setAltText}
          />
          <button type="submit" className="btn btn-secondary" disabled={describe.isPending}>
            Save description
          </button>
        </form>
        {describe.isSuccess && !describe.isPending && <FormAlert tone="success">Description saved.</FormAlert>}
        {describe.isError && <FormAlert tone="error">{staffErrorText(describe.error)}</FormAlert>}
        {cover.isError && <FormAlert tone="error">{staffErrorText(cover.error)}</FormAlert>}
        <div className={shared.actions}>
          <button type="button" className="btn btn-ghost" disabled={!onMove || place === 1} onClick={() => onMove?.(-1)} aria-label={`Move up (photo ${place})`}>
            Move up
          </button>
          <button type="button" className="btn btn-ghost" disabled={!onMove || place === count} onClick={() => onMove?.(1)} aria-label={`Move down (photo ${place})`}>
            Move down
          </button>
          {!photo.cover && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={!photo.altText || cover.isPending}
              onClick={() => cover.mutate({ photoId: photo.id })}
              aria-label={`Make cover (photo ${place})`}
            >
              Make cover
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => setRemoving(true)} aria-label={`Remove photo ${place}`}>
            Remove
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={removing}
        title={`Remove photo ${place}?`}
        confirmLabel="Remove it"
        pending={remove.isPending}
        error={remove.isError ? staffErrorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(photo.id, { onSuccess: () => setRemoving(false) })}
        onClose={() => setRemoving(false)}
      >
        <p>The photo leaves the plan's page at once.{photo.cover ? ' It is the cover: the first described photo left becomes the cover.' : ''}</p>
      </ConfirmDialog>
    </li>
  );
}
