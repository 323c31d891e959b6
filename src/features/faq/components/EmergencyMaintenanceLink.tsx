import { config } from '@/config';
import { formatPhone, telHref } from '@/lib/format';

/** Issue 27: the emergency maintenance number, labelled, as a tap-to-call link (configured: VITE_EMERGENCY_MAINTENANCE_PHONE). */
export function EmergencyMaintenanceLink({ className, phone = config.residentServices.emergencyPhone }: { className?: string; phone?: string }) {
  return (
    <a className={className} href={telHref(phone)}>
      Emergency maintenance: {formatPhone(phone)}
    </a>
  );
}
