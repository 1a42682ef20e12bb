import type { LandingSectionId } from '@authority/shared/routes';
import { createContext, type ReactNode, useContext, useState } from 'react';

type ActiveSection = LandingSectionId | null;

const ActiveSectionContext = createContext<{
  active: ActiveSection;
  setActive: (section: ActiveSection) => void;
}>({ active: null, setActive: () => {} });

/**
 * The landing page section in view, shared between the landing page (which watches the sections)
 * and the header and side icon bar (which mark it). Null on every other page.
 */
export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveSection>(null);
  return <ActiveSectionContext value={{ active, setActive }}>{children}</ActiveSectionContext>;
}

export function useActiveSection(): ActiveSection {
  return useContext(ActiveSectionContext).active;
}

export function useSetActiveSection(): (section: ActiveSection) => void {
  return useContext(ActiveSectionContext).setActive;
}
