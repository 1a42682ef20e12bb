import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getStaffLocale,
  resetStaffLanguage,
  STAFF_LOCALE_STORAGE_KEY,
  setStaffDigits,
  setStaffLocale,
  staffIntlLocale,
  staffTextsNow,
} from './staff-texts';

afterEach(() => {
  window.localStorage.clear();
  resetStaffLanguage();
});

describe('the staff language', () => {
  it('starts in the language last used in this browser, and remembers a new choice', async () => {
    window.localStorage.setItem(STAFF_LOCALE_STORAGE_KEY, 'ar');
    resetStaffLanguage();
    expect(getStaffLocale()).toBe('ar');
    await setStaffLocale('en');
    expect(window.localStorage.getItem(STAFF_LOCALE_STORAGE_KEY)).toBe('en');
    expect(staffTextsNow()).toBe(STAFF_EN);
  });

  it('writes Arabic counts and dates in the digits the site setting chooses', async () => {
    await setStaffLocale('ar');
    expect(staffTextsNow().contentAdmin.pageOf(2, 12)).toBe('الصفحة ٢ من ١٢');
    expect(staffIntlLocale()).toBe('ar-u-nu-arab');
    setStaffDigits('western');
    expect(staffTextsNow().contentAdmin.pageOf(2, 12)).toBe('الصفحة 2 من 12');
    expect(staffIntlLocale()).toBe('ar-u-nu-latn');
  });
});
