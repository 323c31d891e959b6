import { Icon } from './Icon';

/** A move one place earlier (-1) or later (1) in an ordered list. */
export type MoveStep = -1 | 1;

/**
 * The Move up and Move down buttons of one item of a list the user orders (photos, a plan's amenities). A button at
 * the end it points to stays focusable but says it is unavailable, so the focus never drops after a move; each
 * carries `data-step`, for the list to give the moved item's button the focus back wherever its row went.
 */
export function MoveButtons({ itemName, first, last, onMove }: { itemName: string; first: boolean; last: boolean; onMove: (step: MoveStep) => void }) {
  return ([-1, 1] as const).map((step) => (
    <button
      key={step}
      type="button"
      className="btn btn-ghost"
      data-step={step}
      aria-label={`Move ${itemName} ${step < 0 ? 'up' : 'down'}`}
      aria-disabled={(step < 0 ? first : last) || undefined}
      onClick={() => onMove(step)}
    >
      <Icon name={step < 0 ? 'chevron-up' : 'chevron-down'} />
    </button>
  ));
}
