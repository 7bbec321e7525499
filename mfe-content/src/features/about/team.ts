/**
 * The two sales consultants of the home page's about section (spec 1 sections 2 and 3: name, job,
 * phoneNumber, whatsapp link, languages). Languages are ISO 639-1 codes, named in the visitor's
 * language at render time.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A sales consultant. */
export interface SalesConsultant {
  id: string;
  name: string;
  job: MessageDescriptor;
  /** International format as shown; the tel: link keeps only + and digits. */
  phoneNumber: string;
  /** `https://wa.me/<digits>` of the same number. */
  whatsapp: string;
  languages: readonly string[];
}

/** `https://wa.me/<digits>` for an international phone number. */
export const whatsappUrl = (phoneNumber: string) => `https://wa.me/${phoneNumber.replace(/\D/g, '')}`;

/** `tel:+<digits>` for an international phone number. */
export const telUrl = (phoneNumber: string) => `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;

/** The sales team shown on the home page. */
export const salesTeam: readonly SalesConsultant[] = [
  {
    id: 'minjun-lee',
    name: 'Minjun Lee',
    job: msg`Sales consultant, Latin America and Africa`,
    phoneNumber: '+82 10-5550-0142',
    whatsapp: whatsappUrl('+82 10-5550-0142'),
    languages: ['en', 'es', 'ko'],
  },
  {
    id: 'anna-choi',
    name: 'Anna Choi',
    job: msg`Sales consultant, CIS and Middle East`,
    phoneNumber: '+82 10-5550-0187',
    whatsapp: whatsappUrl('+82 10-5550-0187'),
    languages: ['en', 'ru', 'ko'],
  },
];
