/**
 * The staff shown on the team pages (spec 2 section 3 "Staff": id, name, job, languages,
 * phoneNumber, whatsapp link, profileImgUrl) and which product desk each works on. The two home
 * page consultants are the first two. Profile pictures are illustrations in media/team/ until
 * real photos replace them file for file.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TeamProduct } from '@forwarder/shared/paths';
import minjunUrl from '../../media/team/minjun-lee.svg';
import annaUrl from '../../media/team/anna-choi.svg';
import seojunUrl from '../../media/team/seojun-park.svg';
import jiwooUrl from '../../media/team/jiwoo-kim.svg';
import danielUrl from '../../media/team/daniel-han.svg';
import yunaUrl from '../../media/team/yuna-jung.svg';
import { salesTeam, whatsappUrl } from './team';

/** A staff member. */
export interface Staff {
  id: string;
  name: string;
  job: MessageDescriptor;
  /** ISO 639-1 codes, named in the visitor's language at render time. */
  languages: readonly string[];
  phoneNumber: string;
  whatsapp: string;
  profileImgUrl: string;
  products: readonly TeamProduct[];
}

const [minjun, anna] = salesTeam;

/** Size of every profile picture. */
export const PROFILE_SIZE = { width: 240, height: 240 };

/** Everyone on the team pages. */
export const staff: readonly Staff[] = [
  { ...minjun!, profileImgUrl: minjunUrl, products: ['shipping', 'equipment'] },
  { ...anna!, profileImgUrl: annaUrl, products: ['shipping'] },
  {
    id: 'seojun-park',
    name: 'Seojun Park',
    job: msg`Operations manager, Incheon yard`,
    languages: ['en', 'ko'],
    phoneNumber: '+82 10-5550-0215',
    whatsapp: whatsappUrl('+82 10-5550-0215'),
    profileImgUrl: seojunUrl,
    products: ['shipping'],
  },
  {
    id: 'jiwoo-kim',
    name: 'Jiwoo Kim',
    job: msg`Documents and customs clearance`,
    languages: ['en', 'ko'],
    phoneNumber: '+82 10-5550-0263',
    whatsapp: whatsappUrl('+82 10-5550-0263'),
    profileImgUrl: jiwooUrl,
    products: ['shipping', 'equipment'],
  },
  {
    id: 'daniel-han',
    name: 'Daniel Han',
    job: msg`Heavy equipment sales`,
    languages: ['en', 'es', 'ko'],
    phoneNumber: '+82 10-5550-0311',
    whatsapp: whatsappUrl('+82 10-5550-0311'),
    profileImgUrl: danielUrl,
    products: ['equipment'],
  },
  {
    id: 'yuna-jung',
    name: 'Yuna Jung',
    job: msg`Customer support, bookings and payments`,
    languages: ['en', 'ru', 'ko'],
    phoneNumber: '+82 10-5550-0358',
    whatsapp: whatsappUrl('+82 10-5550-0358'),
    profileImgUrl: yunaUrl,
    products: ['shipping', 'equipment'],
  },
];

/** The staff of one product's team page, in order. */
export const staffOf = (product: TeamProduct) => staff.filter((s) => s.products.includes(product));
