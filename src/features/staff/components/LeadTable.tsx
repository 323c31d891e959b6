import { Link } from 'react-router-dom';
import { Table, type ServerPaging, type TableColumn } from '@/components/Table';
import { formatDate } from '@/lib/format';
import { timeToFirstResponse } from '../responseTime';
import { LEAD_KIND_LABELS, type LeadRow, type LeadSort } from '../types';
import { LeadCard } from './LeadCard';
import { LeadStatusSelect } from './LeadStatusSelect';
import { CompanyTime } from './CompanyTime';

/** The inbox's columns; a sortable column's key is the server's name for that order. */
const COLUMNS: (TableColumn<LeadRow> & { key: LeadSort | 'kind' })[] = [
  { key: 'name', header: 'Name', value: (lead) => lead.name, render: (lead) => <Link to={`/staff/leads/${lead.id}`}>{lead.name}</Link> },
  { key: 'kind', header: 'Kind', value: (lead) => LEAD_KIND_LABELS[lead.kind], sortable: false },
  { key: 'property', header: 'Community', value: (lead) => lead.propertyName ?? '—' },
  { key: 'status', header: 'Status', value: (lead) => lead.status, render: (lead) => <LeadStatusSelect lead={lead} /> },
  { key: 'assignee', header: 'Assignee', value: (lead) => lead.assigneeName ?? 'Unassigned' },
  {
    key: 'createdAt',
    header: 'Received',
    kind: 'date',
    value: (lead) => lead.createdAt,
    render: (lead) => <CompanyTime instant={lead.createdAt} />,
  },
  { key: 'firstResponse', header: 'First response', kind: 'duration', value: (lead) => timeToFirstResponse(lead.createdAt, lead.firstResponseAt) },
  { key: 'nextFollowUp', header: 'Next follow-up', kind: 'date', value: (lead) => (lead.nextFollowUp ? formatDate(lead.nextFollowUp) : '—') },
];

export const LEAD_COLUMN_HEADERS = COLUMNS.map((column) => column.header);

const leadCard = (lead: LeadRow) => <LeadCard lead={lead} />;

/** One page of the inbox, sorted and paged by the server; on a phone, a card a lead. */
export function LeadTable({ rows, paging }: { rows: readonly LeadRow[]; paging: ServerPaging }) {
  return <Table caption="Leads" columns={COLUMNS} rows={rows} rowKey={(lead) => lead.id} server={paging} card={leadCard} />;
}
