/**
 * The authority's identity and contact details: the defaults the public pages show.
 * The authority is fictional; every domain is under `.example`, reserved for documentation.
 * (The back office later lets a SuperAdmin override these as site settings.)
 */
export const SITE = {
  name: 'Amanah Health Authority',
  fullName: 'Amanah Health and Medical Education Authority',
  shortName: 'Amanah',
  tagline: 'Hospitals, medical education and research in the service of every patient.',
  yearsOfService: 25,
  parentName: 'Amanah Foundation',
  parentWebsite: 'https://foundation.amanah.example',
  contact: {
    city: 'Riverbend',
    country: 'Republic of Auren',
    phone: '+964 780 000 1234',
    email: 'info@amanah-health.example',
    emergency: '24/7 Emergency Services',
    /** The number to call in an emergency: a `tel:` link beside the label, and in every form's notice. */
    emergencyPhone: '122',
  },
  social: {
    facebook: 'https://facebook.com/amanah.health.example',
    x: 'https://x.com/amanah_health_example',
    instagram: 'https://instagram.com/amanah.health.example',
    youtube: 'https://youtube.com/@amanah-health-example',
    linkedin: 'https://linkedin.com/company/amanah-health-example',
  },
} as const;

export type SocialNetwork = keyof typeof SITE.social;
