import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http/request';
import { endSession } from '../session';
import { STAFF_AUTH } from './staff-auth';

/**
 * Revokes the session on the server (POST /logout), then forgets the token whatever the answer:
 * a person who asked to sign out is signed out on this device. A 401 means the session had already
 * ended; the request then records that reason instead.
 */
export async function signOut(): Promise<void> {
  try {
    await request(ACCOUNT_PATHS.logout, { base: 'accounts', method: 'POST', auth: STAFF_AUTH });
  } catch {
    // No answer: the token is still forgotten here; the server ends the session when it times out.
  } finally {
    endSession('signed-out');
  }
}

export const useSignOut = () => useMutation({ mutationFn: signOut });
