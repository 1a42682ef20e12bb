import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { endSession } from '../session';
import { staffRequest } from './staff-request';

/**
 * Revokes the session on the server (POST /logout), then forgets the token whatever the answer:
 * a person who asked to sign out is signed out on this device. A 401 means the session had already
 * ended; staffRequest then records that reason instead.
 */
export async function signOut(): Promise<void> {
  try {
    await staffRequest(ACCOUNT_PATHS.logout, { method: 'POST' });
  } catch {
    // No answer: the token is still forgotten here; the server ends the session when it times out.
  } finally {
    endSession('signed-out');
  }
}

export const useSignOut = () => useMutation({ mutationFn: signOut });
