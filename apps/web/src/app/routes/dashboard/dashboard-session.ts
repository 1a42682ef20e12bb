import { useOutletContext } from 'react-router';
import type { StaffSession } from '../../../features/auth';

/** The signed-in person, as the dashboard layout hands it to its screens. */
export const useDashboardSession = () => useOutletContext<StaffSession>();
