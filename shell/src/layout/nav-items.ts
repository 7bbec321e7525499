import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@forwarder/shared/paths';

/** One menu entry that navigates. */
export interface NavLinkItem {
  kind: 'link';
  id: string;
  label: MessageDescriptor;
  to: string;
}

/** A sub-menu (Services, About us): a disclosure holding links. */
export interface NavGroupItem {
  kind: 'group';
  id: string;
  label: MessageDescriptor;
  items: NavLinkItem[];
}

/** A top-level entry of the main menu. */
export type NavItem = NavLinkItem | NavGroupItem;

const link = (id: string, label: MessageDescriptor, to: string): NavLinkItem => ({ kind: 'link', id, label, to });

/** The main menu (spec 1 section 2 "Header"), shared by the desktop bar and the slide-out sheet. */
export const mainNav: readonly NavItem[] = [
  link('ocean-freight', msg`Ocean freight`, paths.oceanFreight),
  link('shipping-schedule', msg`Shipping schedule`, paths.shippingSchedule),
  link('instant-quotation', msg`Instant quotation`, paths.shippingQuotation),
  link('tracking', msg`Tracking`, paths.tracking),
  {
    kind: 'group',
    id: 'services',
    label: msg`Services`,
    items: [
      link('shipping', msg`Shipping`, paths.shipping),
      link('container-stuffing', msg`Container stuffing`, paths.containerStuffing),
      link('how-it-works', msg`How it works`, paths.howToBook),
    ],
  },
  {
    kind: 'group',
    id: 'about',
    label: msg`About us`,
    items: [
      link('about-us', msg`About us`, paths.aboutUs),
      link('reviews', msg`Reviews`, paths.reviews),
      link('blog', msg`Blog`, paths.blog),
      link('hot-items', msg`Hot items`, paths.hotItems),
    ],
  },
];
