import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { describe, expect, it } from 'vitest';
import { translateErrors, translateStaffMessage } from './staff-messages';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the shared checks’ messages in the staff language', () => {
  it('turn the content inputs’ messages into Arabic, with the field’s Arabic label', () => {
    const messages = messagesOf(
      CONTENT_REGISTRY.events.inputSchema.safeParse({
        eventName: '',
        isActive: true,
        date: 'x',
        time: 'y'.repeat(101),
      }),
    );
    expect(messages).toContain('Please enter the event name.');
    const arabic = messages.map((message) => translateStaffMessage(message, STAFF_AR));
    expect(arabic).toContain(`يُرجى إدخال ${STAFF_AR.fields.eventName}.`);
    expect(arabic).toContain(STAFF_AR.contentInput.date);
    expect(arabic).toContain(STAFF_AR.contentInput.tooLong(STAFF_AR.fields.time, 100));
  });

  it('turn any catalogue text into its translation, and leave English and unknown texts as they are', () => {
    expect(translateStaffMessage(ACCOUNT_TEXTS.passwordsDoNotMatch, STAFF_AR)).toBe(
      STAFF_AR.account.passwordsDoNotMatch,
    );
    expect(translateStaffMessage(ACCOUNT_TEXTS.passwordsDoNotMatch, STAFF_EN)).toBe(
      ACCOUNT_TEXTS.passwordsDoNotMatch,
    );
    expect(translateStaffMessage('Something only the server says.', STAFF_AR)).toBe(
      'Something only the server says.',
    );
  });

  it('translate a form’s nested errors, keeping their other fields', () => {
    const ref = { name: 'title' };
    const errors = { title: { type: 'too_small', message: 'Please enter the title.', ref } };
    expect(translateErrors(errors, STAFF_AR)).toEqual({
      title: { type: 'too_small', message: `يُرجى إدخال ${STAFF_AR.fields.title}.`, ref },
    });
  });
});
