import { DEFAULT_SETTINGS, type SiteSettings } from '@authority/shared/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

let t: TestApp;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_TO: 'desk@amanah-health.example' } });
  superToken = await signIn(t, await createStaff(t, { role: 'SuperAdmin' }));
  adminToken = await signIn(t, await createStaff(t, { role: 'Admin' }));
});
afterAll(() => t.close());

const changed: SiteSettings = {
  ...DEFAULT_SETTINGS,
  siteName: 'Amanah Health',
  contact: { ...DEFAULT_SETTINGS.contact, phone: '+964 780 111 2222' },
  emergencyLine: 'Emergency: 122, day and night',
  about: { ...DEFAULT_SETTINGS.about, mission: 'Care for every patient.' },
  departmentEmails: {
    ...DEFAULT_SETTINGS.departmentEmails,
    medicalEducation: 'education@amanah-health.example',
  },
};

describe('site settings', () => {
  it('gives the public the defaults, without department addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.siteName).toBe(DEFAULT_SETTINGS.siteName);
    expect(body.social).toEqual(DEFAULT_SETTINGS.social);
    expect(body).not.toHaveProperty('departmentEmails');
    expect(res.headers.etag).toBeDefined();
  });

  it('lets a SuperAdmin change them, and the public read shows it at once', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: bearer(superToken),
      payload: changed,
    });
    expect(put.statusCode).toBe(200);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings' })).json();
    expect(pub).toMatchObject({ siteName: 'Amanah Health', emergencyLine: 'Emergency: 122, day and night' });
    expect(pub.about.mission).toBe('Care for every patient.');
    const full = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/full',
      headers: bearer(superToken),
    });
    expect(full.json().departmentEmails.medicalEducation).toBe('education@amanah-health.example');
  });

  it('refuses an Admin (403) and invalid values (400)', async () => {
    const asAdmin = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: bearer(adminToken),
      payload: changed,
    });
    expect(asAdmin.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: bearer(superToken),
      payload: { ...changed, social: { ...changed.social, x: 'javascript:alert(1)' }, siteName: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['siteName', 'social.x']);
  });

  it('sends an inquiry to its department’s own address, others to CONTACT_TO', async () => {
    const inquiry = { name: 'A', email: 'a@example.org', subject: 'Residency', message: 'Hello' };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/email/send',
      payload: { ...inquiry, department: 'Medical Education' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/email/send',
      payload: { ...inquiry, subject: 'Parking', department: 'General Inquiry' },
    });
    const [education] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, '[Medical Education] Residency'));
    const [general] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, '[General Inquiry] Parking'));
    expect(education?.to).toBe('education@amanah-health.example');
    expect(education?.replyTo).toBe('a@example.org');
    expect(general?.to).toBe('desk@amanah-health.example');
  });
});

describe('mail status', () => {
  it('tells a SuperAdmin whether mail goes out and how much waits; nobody else', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/mail-status',
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ smtpConfigured: false, held: false, waiting: expect.any(Number) });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/mail-status' })).statusCode).toBe(401);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/mail-status',
      headers: bearer(adminToken),
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('safety and privacy settings', () => {
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings', headers: bearer(superToken), payload });

  it('keeps an emergency number to call, refusing one that cannot be dialled', async () => {
    const refused = await put({ ...DEFAULT_SETTINGS, emergencyPhone: 'call the desk' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.emergencyPhone).toEqual([
      'Please enter a number to call: digits, spaces, and a + at the start.',
    ]);
    expect((await put({ ...DEFAULT_SETTINGS, emergencyPhone: ' +964 122 ' })).statusCode).toBe(200);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings' })).json();
    expect(pub.emergencyPhone).toBe('+964 122');
  });

  it('tells the public how long messages are kept, and the privacy notice an editor wrote', async () => {
    const notice = 'We keep what you send us only as long as we need it.';
    await put({
      ...DEFAULT_SETTINGS,
      privacyNotice: notice,
      retention: { inquiryDays: 90, outboxDays: 14 },
    });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings' })).json();
    expect(pub).toMatchObject({ privacyNotice: notice, retention: { inquiryDays: 90, outboxDays: 14 } });
    expect(pub).not.toHaveProperty('signIn');
    // An empty text keeps the built-in notice.
    await put({ ...DEFAULT_SETTINGS, privacyNotice: '  ' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings' })).json().privacyNotice,
    ).toBeNull();
  });
});
