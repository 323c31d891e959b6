import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SORTS, type Lead, type LeadConflict, type LeadPage } from '@/features/staff/types';
import { insertLead } from '../db/queries/leads';
import { contactLead } from '../test/leads';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
beforeAll(async () => {
  api = await startTestApi();
  leasing = await signedInStaff(api, 'leasing', 'Dana Agent');
});
afterAll(() => api.close());

const HOSTILE = '<img src=x onerror=alert(1)>';


const get = (url: string, headers = leasing.headers) => api.app.inject({ url, headers });
const patch = (id: number, body: object, headers = leasing.headers) => api.app.inject({ method: 'PATCH', url: `/api/staff/leads/${id}`, headers, payload: body });

describe('issue 22 leads: who may read the inbox', () => {
  it('issue 22 leads: a leasing member sees the leads; a request without a session is 401', async () => {
    const id = await insertLead(api.db, contactLead({ name: 'Leasing Sees Me' }));
    const page = await get('/api/staff/leads?q=Leasing%20Sees');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json<LeadPage>()).toMatchObject({ total: 1, rows: [{ id, name: 'Leasing Sees Me', status: 'new', propertyName: 'Jordan Commons' }] });

    for (const url of ['/api/staff/leads', '/api/staff/leads.csv', `/api/staff/leads/${id}`]) {
      const unsigned = await api.app.inject({ url });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toEqual({ message: 'Please sign in' });
    }
    expect((await api.app.inject({ method: 'PATCH', url: `/api/staff/leads/${id}`, payload: { version: 0, status: 'contacted' } })).statusCode).toBe(401);
  });

  it('issue 22 leads: a bad filter is a 400 naming it, never a 500', async () => {
    for (const query of ['status=won', 'sort=email', 'size=20', 'from=May%201', 'assignee=nobody', 'from=2026-05-02&to=2026-05-01']) {
      const response = await get(`/api/staff/leads?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBeTruthy();
    }
    expect((await get('/api/staff/leads/999999')).statusCode).toBe(404);
  });
});

describe('issue 22 leads: what a renter typed is kept as text', () => {
  it('issue 22 leads: a message that is markup comes back as that exact text, in the detail and in the CSV', async () => {
    const id = await insertLead(api.db, contactLead({ name: `Mallory ${HOSTILE}`, message: HOSTILE }));
    const lead = (await get(`/api/staff/leads/${id}`)).json<Lead>();
    expect(lead.message).toBe(HOSTILE);
    expect(lead.name).toBe(`Mallory ${HOSTILE}`);

    const csv = await get(`/api/staff/leads.csv?q=Mallory`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body).toContain(`,Mallory ${HOSTILE},`);
    expect(csv.body).toContain(`,${HOSTILE}\r\n`);
  });

  it('issue 22 leads: a name or message starting like a spreadsheet formula is exported as text', async () => {
    await insertLead(api.db, contactLead({ name: '=HYPERLINK("http://evil.example","Formula Fan")', email: 'formula@example.org', message: '@SUM(1+1)' }));
    const csv = (await get('/api/staff/leads.csv?q=formula%40example')).body;
    const [header, row, end] = csv.split('\r\n');
    expect(header).toContain('Id,Received,Kind,Status,Name,Email');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Formula Fan"")"`);
    expect(row).toContain(",'@SUM(1+1)");
    expect(end).toBe('');
  });
});

describe('issue 22 leads: the inbox is paged, sorted and filtered by the database', () => {
  it('issue 22 leads: filters by status, community, part of a name and the office\'s days, sorts both ways and pages', async () => {
    const tag = 'Paging';
    // 23:30 in Bloomington on 1 June is 03:30 UTC on 2 June: the office's 1 June.
    const ids = [
      await insertLead(api.db, contactLead({ name: `${tag} Ann`, community: 'The Kirkwood', createdAt: new Date('2026-06-02T03:30:00Z') })),
      await insertLead(api.db, contactLead({ name: `${tag} Bo`, community: 'Jordan Commons', createdAt: new Date('2026-06-02T15:00:00Z') })),
      await insertLead(api.db, contactLead({ name: `${tag} Cy`, community: 'Jordan Commons', createdAt: new Date('2026-06-03T15:00:00Z') })),
    ];
    const names = async (query: string, search = tag) => (await get(`/api/staff/leads?q=${search}&${query}`)).json<LeadPage>().rows.map((row) => row.name);
    expect(await names('sort=name&direction=asc')).toEqual([`${tag} Ann`, `${tag} Bo`, `${tag} Cy`]);
    expect(await names('sort=createdAt&direction=desc')).toEqual([`${tag} Cy`, `${tag} Bo`, `${tag} Ann`]);
    expect(await names('community=2&sort=name&direction=asc')).toEqual([`${tag} Bo`, `${tag} Cy`]);
    expect(await names('from=2026-06-01&to=2026-06-01')).toEqual([`${tag} Ann`]);
    expect(await names('from=2026-06-02&to=2026-06-02')).toEqual([`${tag} Bo`]);
    expect(await names('', 'nobody-has-this')).toEqual([]);

    await patch(ids[1], { version: 0, status: 'contacted', assigneeId: leasing.member.id });
    expect(await names('status=contacted')).toEqual([`${tag} Bo`]);
    expect(await names(`assignee=${leasing.member.id}`)).toEqual([`${tag} Bo`]);
    expect(await names('assignee=none&sort=name&direction=asc')).toEqual([`${tag} Ann`, `${tag} Cy`]);

    const all = await countRows(api.db, 'leads');
    const first = (await get('/api/staff/leads?size=50&page=0')).json<LeadPage>();
    expect(first.total).toBe(all);
    // '%' typed in the search is a letter, not "anything".
    expect(await names('', '%25')).toEqual([]);
    const pastTheEnd = (await get(`/api/staff/leads?q=${tag}&size=50&page=1`)).json<LeadPage>();
    expect(pastTheEnd).toEqual({ rows: [], total: 3, more: false });
  });

  it('issue 22 leads: pages after the first go on exactly where the one before stopped, in every sort both ways', async () => {
    const tag = 'Deep';
    for (let i = 0; i < 120; i += 1) {
      const id = await insertLead(api.db, contactLead({ name: `${tag} ${String(i % 37).padStart(2, '0')}`, community: ['The Kirkwood', 'Jordan Commons', null][i % 3], createdAt: new Date(Date.UTC(2026, 4, 1 + (i % 20))) }));
      if (i % 4 === 0) await patch(id, { version: 0, status: 'contacted', assigneeId: leasing.member.id, nextFollowUp: `2026-06-${String(1 + (i % 9)).padStart(2, '0')}` });
    }
    const ids = async (query: string) => (await get(`/api/staff/leads?${query}`)).json<LeadPage>().rows.map((row) => row.id);
    for (const sort of LEAD_SORTS) {
      for (const direction of ['asc', 'desc']) {
        // A search of four letters or more reads its matches once for the page and the total; a shorter one does not.
        for (const filter of [`q=${tag}`, 'q=eep', '']) {
          const query = `${filter}&sort=${sort}&direction=${direction}`;
          const paged = [...(await ids(`${query}&size=50&page=0`)), ...(await ids(`${query}&size=50&page=1`)), ...(await ids(`${query}&size=50&page=2`))];
          expect(paged, query).toEqual((await ids(`${query}&size=500&page=0`)).slice(0, 150));
        }
      }
    }
  });

  it('issue 22 leads: a row of the inbox says what the lead itself says, its times to the millisecond in UTC', async () => {
    const tag = 'Row Shape';
    const plain = await insertLead(api.db, contactLead({ name: `${tag} Plain`, community: null, phone: null }));
    const worked = await insertLead(api.db, contactLead({ name: `${tag} "Worked" \\ é ✓\n`, community: 'The Kirkwood' }));
    await patch(worked, { version: 0, status: 'contacted', assigneeId: leasing.member.id, nextFollowUp: '2026-06-01' });
    // Microseconds, as PostgreSQL keeps them: the API shows milliseconds, cut rather than rounded, as Date does.
    await api.db.query("UPDATE leads SET created_at = '2026-05-04 15:00:00.999999+00', first_response_at = '2026-05-05 09:30:00.1234+00' WHERE id = $1", [worked]);
    const page = await get(`/api/staff/leads?q=${encodeURIComponent(tag)}&sort=name&direction=asc`);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    const { rows, total } = page.json<LeadPage>();
    expect(total).toBe(2);
    /** Each row of the inbox (kept as JSON with its lead, migration 064) against the lead's own record, field by field. */
    const rowsReadAsTheirLeads = async (inbox: LeadPage['rows']) => {
      for (const row of inbox) {
        const { notes: _notes, preferredContact: _p, floorPlan: _f, page: _page, message: _m, details: _d, lostReason: _l, ...detail } = (await get(`/api/staff/leads/${row.id}`)).json<Lead>();
        expect(row).toEqual(detail);
      }
    };
    await rowsReadAsTheirLeads(rows);
    expect(rows.map((row) => row.id)).toEqual([worked, plain]);
    expect(rows[0]).toMatchObject({ createdAt: '2026-05-04T15:00:00.999Z', firstResponseAt: '2026-05-05T09:30:00.123Z', propertyName: 'The Kirkwood', assigneeName: 'Dana Agent', nextFollowUp: '2026-06-01' });
    expect(rows[1]).toMatchObject({ phone: null, propertyId: null, propertyName: null, assigneeId: null, firstResponseAt: null, nextFollowUp: null });

    // Written elsewhere than the lead: its community and its assignee renamed.
    const rename = (table: 'properties' | 'staff_members', from: string, to: string) => api.db.query(`UPDATE ${table} SET name = $2 WHERE name = $1`, [from, to]);
    await rename('properties', 'The Kirkwood', 'Kirkwood Renamed');
    await rename('staff_members', 'Dana Agent', 'Dana Renamed');
    try {
      const [renamed] = (await get(`/api/staff/leads?q=${encodeURIComponent(tag)}&sort=name&direction=asc`)).json<LeadPage>().rows;
      expect(renamed).toMatchObject({ propertyName: 'Kirkwood Renamed', assigneeName: 'Dana Renamed' });
      await rowsReadAsTheirLeads([renamed]);
    } finally {
      await rename('properties', 'Kirkwood Renamed', 'The Kirkwood');
      await rename('staff_members', 'Dana Renamed', 'Dana Agent');
    }
  });

  it('issue 22 leads: the inbox shows and sorts by the community and assignee names as they are now (assigned, reassigned, renamed)', async () => {
    const tag = 'Sorting';
    const zed = await signedInStaff(api, 'leasing', 'Zed Agent');
    const amy = await signedInStaff(api, 'leasing', 'Amy Agent');
    const [kirkwood, jordan, nowhere] = [
      await insertLead(api.db, contactLead({ name: `${tag} Kirkwood`, community: 'The Kirkwood' })),
      await insertLead(api.db, contactLead({ name: `${tag} Jordan`, community: 'Jordan Commons' })),
      await insertLead(api.db, contactLead({ name: `${tag} Nowhere`, community: null })),
    ];
    const names = async (query: string) => (await get(`/api/staff/leads?q=${tag}&${query}`)).json<LeadPage>().rows.map((row) => row.name.slice(tag.length + 1));
    const rename = (table: 'properties' | 'staff_members', from: string, to: string) => api.db.query(`UPDATE ${table} SET name = $2 WHERE name = $1`, [from, to]);
    /** Leads whose sort copies differ from the names they show: none, whatever happened. */
    const untrueCopies = () => countRows(api.db, 'leads l LEFT JOIN properties p ON p.id = l.property_id LEFT JOIN staff_members s ON s.id = l.assignee_id',
      'l.property_name IS DISTINCT FROM p.name OR l.assignee_name IS DISTINCT FROM s.name');

    expect(await names('sort=property&direction=asc')).toEqual(['Jordan', 'Kirkwood', 'Nowhere']);
    await rename('properties', 'The Kirkwood', 'Asbury Kirkwood');
    try {
      expect(await names('sort=property&direction=asc')).toEqual(['Kirkwood', 'Jordan', 'Nowhere']);
    } finally {
      await rename('properties', 'Asbury Kirkwood', 'The Kirkwood');
    }

    await patch(kirkwood, { version: 0, assigneeId: zed.member.id });
    await patch(jordan, { version: 0, assigneeId: amy.member.id });
    expect(await names('sort=assignee&direction=asc')).toEqual(['Jordan', 'Kirkwood', 'Nowhere']);
    expect(await names('sort=assignee&direction=desc')).toEqual(['Nowhere', 'Kirkwood', 'Jordan']);
    await rename('staff_members', 'Zed Agent', 'Abe Agent');
    expect(await names('sort=assignee&direction=asc')).toEqual(['Kirkwood', 'Jordan', 'Nowhere']);
    expect((await get(`/api/staff/leads?q=${tag}&sort=assignee&direction=asc`)).json<LeadPage>().rows[0].assigneeName).toBe('Abe Agent');
    await patch(nowhere, { version: 0, assigneeId: zed.member.id });
    await patch(kirkwood, { version: 1, assigneeId: null });
    expect(await names('sort=assignee&direction=asc')).toEqual(['Nowhere', 'Jordan', 'Kirkwood']);

    await api.db.query("UPDATE leads SET property_name = 'Aardvark Court', assignee_name = NULL WHERE id = $1", [jordan]);
    expect(await untrueCopies()).toBe(0);
  });
});

describe('issue 22 leads: changing a lead', () => {
  it('issue 22 leads: a change moves the version, sets the first response once and writes an audit entry per field with before and after', async () => {
    const id = await insertLead(api.db, contactLead({ name: 'Audit Me' }));
    const changed = await patch(id, { version: 0, status: 'contacted', assigneeId: leasing.member.id, nextFollowUp: '2026-06-10' });
    expect(changed.statusCode).toBe(200);
    const lead = changed.json<Lead>();
    expect(lead).toMatchObject({ status: 'contacted', assigneeId: leasing.member.id, assigneeName: 'Dana Agent', nextFollowUp: '2026-06-10', version: 1 });
    expect(lead.firstResponseAt).not.toBeNull();

    const entries = await api.db.query<{ action: string; before: unknown; after: unknown; actor: number }>(
      "SELECT action, before, after, actor_id AS actor FROM audit_log WHERE target = $1 ORDER BY id", [`lead ${id}`]);
    expect(entries).toEqual([
      { action: 'lead-status', before: { status: 'new' }, after: { status: 'contacted' }, actor: leasing.member.id },
      { action: 'lead-assignee', before: { assigneeId: null }, after: { assigneeId: leasing.member.id }, actor: leasing.member.id },
      { action: 'lead-follow-up', before: { nextFollowUp: null }, after: { nextFollowUp: '2026-06-10' }, actor: leasing.member.id },
    ]);

    const lost = (await patch(id, { version: 1, status: 'lost', lostReason: 'Signed elsewhere' })).json<Lead>();
    expect(lost).toMatchObject({ status: 'lost', lostReason: 'Signed elsewhere', version: 2, firstResponseAt: lead.firstResponseAt });
  });

  it('issue 22 leads: an inbox row carries its version, so a status is changed from the inbox in one request', async () => {
    const id = await insertLead(api.db, contactLead({ name: 'Changed From The Row' }));
    await patch(id, { version: 0, status: 'contacted' });
    const [row] = (await get('/api/staff/leads?q=Changed%20From%20The%20Row')).json<LeadPage>().rows;
    expect(row).toMatchObject({ id, version: 1 });

    const changed = await patch(id, { version: row.version, status: 'tour-scheduled' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Lead>()).toMatchObject({ status: 'tour-scheduled', version: 2 });
  });

  it('issue 22 leads: "lost" without a reason, or an assignee who is not a member, is a 400 and changes nothing', async () => {
    const id = await insertLead(api.db, contactLead());
    expect((await patch(id, { version: 0, status: 'lost' })).json()).toMatchObject({ message: 'Say why the lead was lost' });
    expect((await patch(id, { version: 0, assigneeId: 999_999 })).statusCode).toBe(400);
    expect((await get(`/api/staff/leads/${id}`)).json<Lead>()).toMatchObject({ status: 'new', version: 0, firstResponseAt: null });
  });

  it('issue 22 leads: changes made from the same version at once: exactly one wins, the others get 409 with the lead as it now is', async () => {
    const id = await insertLead(api.db, contactLead({ name: 'Race' }));
    const other = await signedInStaff(api, 'admin', 'Alex Admin');
    const statuses = ['contacted', 'tour-scheduled', 'applied', 'leased', 'contacted', 'tour-scheduled'];
    const answers = await Promise.all(statuses.map((status, i) => patch(id, { version: 0, status }, i % 2 ? other.headers : leasing.headers)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Lead>();
    for (const loser of answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json<LeadConflict>())) {
      expect(loser.message).toMatch(/Someone else changed this lead first/);
      expect(loser.current).toMatchObject({ id, status: winner.status, version: 1 });
    }
    expect(await countRows(api.db, 'audit_log', "target = $1 AND action = 'lead-status'", [`lead ${id}`])).toBe(1);
  });

  it('issue 22 leads: a note is kept with its author, counts as the first response, and is audited', async () => {
    const id = await insertLead(api.db, contactLead({ name: 'Noted' }));
    const noted = await api.app.inject({ method: 'POST', url: `/api/staff/leads/${id}/notes`, headers: leasing.headers, payload: { body: `Called back. ${HOSTILE}` } });
    expect(noted.statusCode).toBe(201);
    const lead = noted.json<Lead>();
    expect(lead.notes).toMatchObject([{ authorName: 'Dana Agent', body: `Called back. ${HOSTILE}` }]);
    expect(lead.firstResponseAt).not.toBeNull();
    expect(lead.version).toBe(0);
    expect(await countRows(api.db, 'audit_log', "target = $1 AND action = 'lead-note'", [`lead ${id}`])).toBe(1);
    const empty = await api.app.inject({ method: 'POST', url: `/api/staff/leads/${id}/notes`, headers: leasing.headers, payload: { body: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect((await api.app.inject({ method: 'POST', url: '/api/staff/leads/999999/notes', headers: leasing.headers, payload: { body: 'x' } })).statusCode).toBe(404);
  });
});

describe('issue 22 leads: every request a renter sends becomes a lead', () => {
  it('issue 22 leads: a contact message posted to api/mail/v3/contact appears as a New lead with its community, without a rent line when the renter left the range whole', async () => {
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/mail/v3/contact',
      payload: {
        name: 'Casey Renter', email: 'casey@example.org', phone: '8125550100', question: HOSTILE, emailPreferred: true, textPreferred: true,
        communities: 'Cascades Flats', currentPage: '/communities/3', additionalInfo: { bedrooms: '2', floorPlan: 'Walnut Two', pets: 'A cat' },
        captchaResponse: await api.captchaToken(),
      },
    });
    expect(sent.statusCode).toBe(200);
    const [row] = (await get('/api/staff/leads?q=casey%40example.org')).json<LeadPage>().rows;
    expect(row).toMatchObject({ kind: 'contact', status: 'new', name: 'Casey Renter', propertyId: 3, propertyName: 'Cascades Flats', assigneeId: null, firstResponseAt: null });
    const lead = (await get(`/api/staff/leads/${row.id}`)).json<Lead>();
    expect(lead).toMatchObject({ message: HOSTILE, preferredContact: 'e-mail, text', floorPlan: 'Walnut Two', page: '/communities/3', notes: [] });
    expect(lead.details).toEqual(expect.arrayContaining([['Bedrooms', '2'], ['Pets', 'A cat'], ['Communities', 'Cascades Flats']]));
    // The rent was left at the slider's whole range: no preference, so no rent line.
    expect(lead.details.map(([label]) => label)).not.toContain('Rent');
  });

  it('issue 22 leads: a contact message with a rent range chosen keeps it in the lead\'s details', async () => {
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/mail/v3/contact',
      payload: {
        name: 'Rory Renter', email: 'rory@example.org', phone: '8125550101', question: 'Anything near campus?', emailPreferred: true,
        communities: 'Cascades Flats', additionalInfo: { lowerRent: 0, upperRent: 1200 }, captchaResponse: await api.captchaToken(),
      },
    });
    expect(sent.statusCode).toBe(200);
    const [row] = (await get('/api/staff/leads?q=rory%40example.org')).json<LeadPage>().rows;
    expect((await get(`/api/staff/leads/${row.id}`)).json<Lead>().details).toContainEqual(['Rent', '$0 - $1,200']);
  });

  it('issue 22 leads: an application request becomes a lead of its community, stored with the office\'s mail', async () => {
    const before = await countRows(api.db, 'outbox', "kind = 'application'");
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/mail/application',
      payload: { name: 'Avery Applicant', email: 'avery@example.org', property: 'Switchyard Lofts', address: 'Loft One', questions: 'Pets?', captchaResponse: await api.captchaToken() },
    });
    expect(sent.statusCode).toBe(200);
    expect(await countRows(api.db, 'outbox', "kind = 'application'")).toBe(before + 1);
    const [row] = (await get('/api/staff/leads?q=avery%40example.org')).json<LeadPage>().rows;
    expect(row).toMatchObject({ kind: 'application', propertyName: 'Switchyard Lofts' });
    expect((await get(`/api/staff/leads/${row.id}`)).json<Lead>()).toMatchObject({ floorPlan: 'Loft One', message: 'Pets?', details: [['Community', 'Switchyard Lofts']] });
  });
});
