import { LANDING_SECTIONS, type LandingSectionId } from '@authority/shared/routes';

type LandingSection = (typeof LANDING_SECTIONS)[number];

/** One landing page anchor of SPEC §2 by id, e.g. `landingSection('footer').label` → 'Contact Us'. */
export function landingSection<Id extends LandingSectionId>(id: Id): Extract<LandingSection, { id: Id }> {
  const section = LANDING_SECTIONS.find(
    (candidate): candidate is Extract<LandingSection, { id: Id }> => candidate.id === id,
  );
  if (!section) throw new Error(`Unknown landing section: ${id}`);
  return section;
}
