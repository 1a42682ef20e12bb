/** A registration made as a visitor makes it: the public calls, with the code the server mailed. */
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { API } from '@authority/shared/routes';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.js';
import { codeIn, mailsTo, waitForMail } from './mailbox.js';

export async function registerFor(
  request: APIRequestContext,
  eventId: number,
  fullName: string,
  email: string,
  {
    phoneNumber = '7801234567',
    notes = '',
    lang,
  }: { phoneNumber?: string; notes?: string; lang?: 'ar' } = {},
): Promise<{ ticket?: { shortCode: string } }> {
  const before = (await mailsTo(email)).length;
  const sent = await request.post(`${API.publicBase}${EVENT_FORM_PATHS.registrationSendCode(eventId)}`, {
    data: { Email: email },
  });
  expect(sent.ok()).toBe(true);
  const code = codeIn(await waitForMail(email, { after: before }));
  // From an Arabic page the form names its language: the registrant's mails are in it.
  const query = lang ? `?lang=${lang}` : '';
  const submitted = await request.post(
    `${API.publicBase}${EVENT_FORM_PATHS.registrationSubmit(eventId)}${query}`,
    {
      data: {
        Title: 'Dr.',
        FullName: fullName,
        Gender: 'Female',
        CountryCode: '+964',
        PhoneNumber: phoneNumber,
        Country: 'Iraq',
        City: 'Basra',
        JobTitle: 'Paediatric nurse',
        Email: email,
        VerificationCode: code,
        Notes: notes,
        IsWorkshop: false,
        WorkShop: 'N/A',
      },
    },
  );
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return (await submitted.json()) as { ticket?: { shortCode: string } };
}
