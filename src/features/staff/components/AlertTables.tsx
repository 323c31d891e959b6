import { Table, type TableColumn } from '@/components/Table';
import { formatCompanyTime } from '../companyTime';
import type { StaffAlertMail, StaffAlerts } from '../types';

type CommunityCount = StaffAlerts['communities'][number];

const communityName = (row: CommunityCount) => (row.propertyId === null ? 'Every community (home search)' : (row.name ?? `Community ${row.propertyId}`));

const COUNT_COLUMNS: TableColumn<CommunityCount>[] = [
  { key: 'community', header: 'Community', value: communityName },
  { key: 'instant', header: 'Instant', value: (row) => row.instant, kind: 'count' },
  { key: 'daily', header: 'Daily digest', value: (row) => row.daily, kind: 'count' },
];

/** Issue 25: the running alerts per community searched; a search of the home page covers every community. */
export function AlertCountsTable({ communities }: { communities: StaffAlerts['communities'] }) {
  return <Table caption="Running alerts by community" columns={COUNT_COLUMNS} rows={communities} rowKey={(row) => row.propertyId ?? 'all'} />;
}

const KIND_LABELS = { instant: 'Instant', digest: 'Daily digest' } as const;

const MAIL_COLUMNS: TableColumn<StaffAlertMail>[] = [
  { key: 'at', header: 'Sent', value: (mail) => mail.at, render: (mail) => formatCompanyTime(mail.at), kind: 'date' },
  { key: 'kind', header: 'Kind', value: (mail) => KIND_LABELS[mail.kind] },
  { key: 'homes', header: 'Homes', value: (mail) => mail.homes, kind: 'count' },
];
const ADDRESS_COLUMN: TableColumn<StaffAlertMail> = { key: 'email', header: 'To', value: (mail) => mail.email ?? '' };

/** On a phone a mail is a card: the address, when shown, would not fit a table's last column. */
function mailCard(mail: StaffAlertMail) {
  return (
    <>
      <p>
        <strong>{formatCompanyTime(mail.at)}</strong>
      </p>
      <p>
        {KIND_LABELS[mail.kind]}, {mail.homes === 1 ? '1 home' : `${mail.homes} homes`}
      </p>
      {mail.email !== undefined && <p className="muted">To {mail.email}</p>}
    </>
  );
}

/** Issue 25: the alert mails sent lately; the address column only when the API answered addresses (the admin role). */
export function AlertMailsTable({ sent }: { sent: StaffAlerts['sent'] }) {
  const columns = sent.some((mail) => mail.email !== undefined) ? [...MAIL_COLUMNS, ADDRESS_COLUMN] : MAIL_COLUMNS;
  return <Table caption="Alert mails sent" columns={columns} rows={sent} rowKey={(mail) => mail.id} card={mailCard} />;
}
