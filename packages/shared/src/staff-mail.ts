/**
 * Which mails a staff member gets (their account settings): each kind on or off, and the
 * departments whose new inquiries reach them. Defaults follow the role until the owner chooses.
 */
import { DEPARTMENTS, type Department, type Role } from './constants';

export const STAFF_MAIL_KINDS = [
  'newInquiry',
  'registrationDigest',
  'reviewRequested',
  'reviewReturned',
  'reviewDue',
] as const;
export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];

export interface StaffMailChoices {
  kinds: Partial<Record<StaffMailKind, boolean>>;
  /** The departments whose new inquiries are mailed at once; none chosen, none mailed. */
  departments?: Department[];
}

/**
 * What a role gets until its owner chooses: reviewers hear of requests, authors of decisions,
 * those who answer inquiries of every department; door staff get none of these.
 */
export function defaultMailChoices(role: Role): Required<StaffMailChoices> {
  const reviewer = role === 'SuperAdmin' || role === 'Admin';
  return {
    kinds: {
      newInquiry: reviewer,
      registrationDigest: reviewer,
      reviewRequested: reviewer,
      reviewReturned: role !== 'DoorStaff',
      reviewDue: role !== 'DoorStaff',
    },
    departments: reviewer ? [...DEPARTMENTS] : [],
  };
}

/** The owner's choices laid over the role's defaults. */
export function mailChoicesOf(
  role: Role,
  stored: StaffMailChoices | null | undefined,
): Required<StaffMailChoices> {
  const defaults = defaultMailChoices(role);
  return {
    kinds: { ...defaults.kinds, ...stored?.kinds },
    departments: stored?.departments ?? defaults.departments,
  };
}
