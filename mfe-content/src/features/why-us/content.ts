/** The reasons of the why-ship-with-us carousel; figures are the spec's marketing claims (spec 1 section 1). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import { BadgeDollarSign, CalendarClock, FileText, Globe, MessageCircle, ShieldCheck, Ship } from 'lucide-react';

/** One reason to ship with us. */
export interface Reason {
  id: string;
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** Why ship with us, in carousel order. */
export const reasons: readonly Reason[] = [
  { id: 'price', icon: BadgeDollarSign, title: msg`Prices you see upfront`, text: msg`Spot deals and quotes show the full ocean freight before you book, with no surprise fees at the port.` },
  { id: 'volume', icon: Ship, title: msg`120,000 vehicles shipped`, text: msg`Delivered to buyers in over 100 countries, and more than 3,000 vehicles every month.` },
  { id: 'schedules', icon: CalendarClock, title: msg`Schedules to 110+ countries`, text: msg`Regular RoRo and container sailings from Korea, searchable by port and date.` },
  { id: 'loading', icon: ShieldCheck, title: msg`Careful loading`, text: msg`Our own team shores and lashes every vehicle and sends you photos of the loading.` },
  { id: 'answers', icon: MessageCircle, title: msg`Fast, human answers`, text: msg`Chat replies within 24 hours and booking replies within one business day.` },
  { id: 'network', icon: Globe, title: msg`14 countries, 25 locations`, text: msg`Partners at both ends of the route, from the Korean wharf to your port of discharge.` },
  { id: 'papers', icon: FileText, title: msg`Paperwork handled`, text: msg`Proforma invoice, bill of lading and export documents prepared for you.` },
];
