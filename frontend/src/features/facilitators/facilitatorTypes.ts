import type { Person, PersonInput } from '@/features/people/personTypes';

/** The shapes of `/admin/facilitator(s)/*`: a facilitator is a person with nothing of their own. */
export type Facilitator = Person;
export type FacilitatorInput = PersonInput;
