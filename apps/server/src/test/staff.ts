/** Staff accounts for tests: created in the database, signed in through the API (docs/STYLE.md). */
import type { Role } from '@authority/shared/constants';
import { users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import type { TestApp } from './app.js';

let counter = 0;

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export async function createStaff(
  t: TestApp,
  overrides: Partial<Omit<TestStaff, 'id'>> = {},
): Promise<TestStaff> {
  counter++;
  const staff = {
    email: `staff${counter}@amanah-health.example`,
    password: `staff-password-${counter}`,
    firstName: 'Staff',
    lastName: `Member ${counter}`,
    role: 'Admin' as Role,
    ...overrides,
  };
  const [row] = await t.db
    .insert(users)
    .values({
      email: staff.email.toLowerCase(),
      firstName: staff.firstName,
      lastName: staff.lastName,
      role: staff.role,
      passwordHash: await hashPassword(staff.password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { ...staff, id: row.id };
}

export async function signIn(t: TestApp, staff: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/Accounts/login', payload: staff });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
