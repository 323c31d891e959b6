import { Modal } from '@/components/Modal';
import type { PublicSublet } from '../types';
import { SubletReportForm } from './SubletReportForm';

/** Issue 17: 'Report {title}' with the report form; closed when `sublet` is null. */
export function SubletReportModal({ sublet, onClose }: { sublet: PublicSublet | null; onClose: () => void }) {
  return (
    <Modal open={sublet !== null} onClose={onClose} title={`Report ${sublet?.title ?? ''}`}>
      {sublet && <SubletReportForm subletId={sublet.id} />}
    </Modal>
  );
}
