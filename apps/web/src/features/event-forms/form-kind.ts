/** The two forms of SPEC §2: registration ('book a stand') and sponsor; they share nearly all. */
export type FormKind = 'registration' | 'sponsor';
