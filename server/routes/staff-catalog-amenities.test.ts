import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Amenity, Floorplan } from '@/features/floorplans/types';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { EditablePlan } from '@/features/staff/planEdits';
import type { PlanFeatureChoices } from '@/features/staff/planFeatures';
import { AMENITY_SEEDS } from '../db/seed/content';
import type { TestApi } from '../test/api';
import { afterTheNotice, auditEntriesOf, startCatalogEditing } from '../test/catalog';
import type { SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  ({ api, leasing, admin } = await startCatalogEditing());
});
afterAll(() => api.close());

const AMENITIES_URL = '/api/staff/catalog/amenities';
const create = (payload: object, staff: SignedInTestStaff = leasing) => api.app.inject({ method: 'POST', url: AMENITIES_URL, headers: staff.headers, payload });
const amenitiesNamed = (name: string) => api.db.query<Amenity>('SELECT id, name, featured, type FROM amenities WHERE lower(name) = lower($1)', [name]);
const choices = async () => (await api.app.inject({ url: '/api/staff/catalog/plan-features', headers: leasing.headers })).json<PlanFeatureChoices>();
const highestSeededId = Math.max(...AMENITY_SEEDS.map(([id]) => id));

describe('issue 23 amenities the office adds', () => {
  it('issue 23 amenities: a leasing agent adds one with its name trimmed; the database gives it an id after the seeded ones, the audit log has it (before nothing), and the picker offers it', async () => {
    const answer = await create({ name: '  EV charging  ', type: 'PARKING', featured: true });
    expect(answer.statusCode).toBe(201);
    const added = answer.json<Amenity>();
    expect(added).toEqual({ id: expect.any(Number), name: 'EV charging', type: 'PARKING', featured: true });
    expect(added.id).toBeGreaterThan(highestSeededId);
    expect(await amenitiesNamed('EV charging')).toEqual([added]);
    expect(await auditEntriesOf(api.db, 'amenity-added', `amenity ${added.id}`)).toEqual([{ id: expect.any(Number), actorId: leasing.member.id, before: null, after: added }]);
    expect((await choices()).amenities).toContainEqual(added);

    const second = (await create({ name: 'Dog wash station', type: 'OUTDOOR' }, admin)).json<Amenity>();
    expect(second).toMatchObject({ name: 'Dog wash station', featured: false });
    expect(second.id).toBeGreaterThan(added.id);
  });

  it('issue 23 amenities: the creation sends the catalog notice, and a plan that picks it shows it on the public page at once', async () => {
    const heard: string[] = [];
    const unlisten = await api.db.listen('catalog_changed', { notice: (table) => heard.push(table), lost: () => {}, back: () => {} });
    try {
      const added = (await create({ name: 'Rain shower head', type: 'BATHROOM', featured: false })).json<Amenity>();
      await expect.poll(() => heard, { timeout: 1_000, interval: 20 }).toContain('amenities');

      const [{ id }] = await api.db.query<{ id: number }>('SELECT id FROM floorplans WHERE active ORDER BY id LIMIT 1');
      const planUrl = `/api/staff/catalog/floorplans/${id}`;
      const plan = (await api.app.inject({ url: planUrl, headers: leasing.headers })).json<EditablePlan>();
      const amenities = [...plan.amenities, added].map((amenity) => ({ id: amenity.id }));
      expect((await api.app.inject({ method: 'PATCH', url: planUrl, headers: leasing.headers, payload: { version: plan.version, amenities } })).statusCode).toBe(200);
      await afterTheNotice(async () => (await api.app.inject(`/api/data/floorplans/${id}`)).json<Floorplan>().amenities.map((amenity) => amenity.name)).toContain('Rain shower head');
    } finally {
      await unlisten();
    }
  });

  it('issue 23 amenities: a name that exists, in any case, answers 409 naming the one there is and writes nothing', async () => {
    const [, existingName] = AMENITY_SEEDS[2];
    const answer = await create({ name: existingName.toUpperCase(), type: 'KITCHEN', featured: false });
    expect(answer.statusCode).toBe(409);
    const [existing] = await amenitiesNamed(existingName);
    expect(answer.json<CatalogConflict<Amenity>>()).toEqual({ message: `There is already an amenity called "${existingName}". Pick that one instead.`, current: existing });
    expect(await amenitiesNamed(existingName)).toHaveLength(1);
  });

  it('issue 23 amenities: ten creations of one name at once make exactly one amenity and one audit entry; the other nine are told which one exists', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => create({ name: index % 2 ? 'Package Room' : 'package room', type: 'SMART_LIVING', featured: false })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await amenitiesNamed('package room');
    expect(rows).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json<CatalogConflict<Amenity>>().current).toEqual(rows[0]);
    expect(await auditEntriesOf(api.db, 'amenity-added', `amenity ${rows[0].id}`)).toHaveLength(1);
  });

  it('issue 23 amenities: a name blank, too long or with a control character, or a type not on the list, is refused with a message and writes nothing', async () => {
    const refusals: [object, string][] = [
      [{ name: '   ', type: 'KITCHEN' }, 'Give the amenity a name'],
      [{ name: 'x'.repeat(61), type: 'KITCHEN' }, 'At most 60 characters'],
      [{ name: 'Wine\tfridge', type: 'KITCHEN' }, 'The name must be one line of plain text'],
      [{ name: 'Wine\nfridge', type: 'KITCHEN' }, 'The name must be one line of plain text'],
      [{ name: 'Wine \u202efridge', type: 'KITCHEN' }, 'Name must not contain control characters'],
      [{ name: 'Wine fridge', type: 'POOL' }, 'Choose what kind of amenity it is'],
    ];
    for (const [payload, message] of refusals) {
      const answer = await create(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect((await create({ name: 'x'.repeat(60), type: 'KITCHEN' })).statusCode).toBe(201);
    expect(await api.db.query("SELECT 1 FROM amenities WHERE name LIKE 'Wine%'")).toEqual([]);
  });

  it('issue 23 amenities: nobody signed in gets 401; a write without the XSRF token or from another site is 403 and writes nothing', async () => {
    const payload = { name: 'Forged amenity', type: 'KITCHEN' };
    expect((await api.app.inject({ method: 'POST', url: AMENITIES_URL, payload })).statusCode).toBe(401);
    const { ['x-xsrf-token']: _token, ...withoutToken } = leasing.headers;
    for (const headers of [withoutToken, { ...leasing.headers, 'x-xsrf-token': 'not-the-token' }, { ...leasing.headers, origin: 'https://evil.example' }]) {
      expect((await api.app.inject({ method: 'POST', url: AMENITIES_URL, headers, payload })).statusCode).toBe(403);
    }
    expect(await amenitiesNamed('Forged amenity')).toEqual([]);
  });

  it('issue 23 amenities: the creation cannot be undone from the audit log (plans may use it), and says so', async () => {
    const added = (await create({ name: 'Bike repair stand', type: 'PARKING' })).json<Amenity>();
    const [entry] = await auditEntriesOf(api.db, 'amenity-added', `amenity ${added.id}`);
    const answer = await api.app.inject({ method: 'POST', url: `/api/staff/audit/${entry.id}/revert`, headers: admin.headers });
    expect(answer.statusCode).toBe(400);
    expect(await amenitiesNamed('Bike repair stand')).toEqual([added]);
  });
});
