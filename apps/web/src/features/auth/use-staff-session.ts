import { ROUTES } from '@authority/shared/routes';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { endSession, readSession, type StaffSession, useStoredToken } from './session';

/**
 * The signed-in person, for a screen the guard already admitted. When the token goes while the
 * screen is open (sign-out, a 401 from any staff call, another tab, or its expiry time passing),
 * the screen goes to /login.
 */
export function useStaffSession(): StaffSession | undefined {
  const token = useStoredToken();
  const state = useMemo(() => readSession(token), [token]);
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status !== 'signed-in') {
      if (state.status === 'invalid') endSession('session-ended');
      navigate(ROUTES.login, { replace: true });
      return;
    }
    // At its expiry the token opens nothing on the server either: end it here too.
    const timer = setTimeout(
      () => {
        if (readSession().status === 'invalid') endSession('session-ended');
      },
      Math.min(Math.max(state.session.expiresAt - Date.now(), 0) + 1000, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return state.status === 'signed-in' ? state.session : undefined;
}
