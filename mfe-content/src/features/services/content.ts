/**
 * What the services section says: one slide per shipping type (spec 1 section 1: RORO, CONT,
 * CONS, BULK), the five booking steps (spec 1 section 1 "Business flow") and the shippable items
 * (spec 1 section 2). Texts are lazy descriptors, translated where they render.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import { ClipboardCheck, Calculator, Landmark, Ship, MapPin } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import roroShipUrl from '../../media/roro-ship.svg';
import containerShipUrl from '../../media/container-ship.svg';
import containerStuffingUrl from '../../media/container-stuffing.svg';
import bulkShipUrl from '../../media/bulk-ship.svg';
import carIconUrl from '../../media/items/car.svg';
import truckIconUrl from '../../media/items/truck.svg';
import busIconUrl from '../../media/items/bus.svg';
import equipmentIconUrl from '../../media/items/equipment.svg';
import motorcycleIconUrl from '../../media/items/motorcycle.svg';
import applianceIconUrl from '../../media/items/appliance.svg';
import otherIconUrl from '../../media/items/other.svg';

/** A shipping service slide. */
export interface ServiceSlide {
  id: 'roro' | 'container' | 'consolidation' | 'bulk';
  image: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  points: MessageDescriptor[];
  link: string;
}

/** The service slides, one per shipping type: RoRo, container, consolidation, bulk. */
export const serviceSlides: readonly ServiceSlide[] = [
  {
    id: 'roro',
    image: roroShipUrl,
    title: msg`RoRo shipping`,
    text: msg`Your vehicle is driven onto a car carrier and secured on its deck: the simplest, most economical way to ship a running vehicle.`,
    points: [msg`Cars, trucks, buses and equipment`, msg`Regular sailings from Korean ports`],
    link: paths.shipping,
  },
  {
    id: 'container',
    image: containerShipUrl,
    title: msg`Container shipping`,
    text: msg`A 20ft or 40HQ container only for your cargo, shored and lashed by our own team: extra protection and room for spare parts.`,
    points: [msg`20ft: one midsize car or two compact cars`, msg`40HQ: four to five midsize cars`],
    link: paths.containerStuffing,
  },
  {
    id: 'consolidation',
    image: containerStuffingUrl,
    title: msg`Consolidation`,
    text: msg`Share a container with other buyers shipping to the same port and pay only for the space your vehicle or cargo takes.`,
    points: [msg`Ideal for a single car or a few parts`, msg`The same shoring as a full container`],
    link: paths.shipping,
  },
  {
    id: 'bulk',
    image: bulkShipUrl,
    title: msg`Bulk shipping`,
    text: msg`Heavy machinery and oversized cargo that fits no container travel in the hold of a bulk carrier, loaded by the ship's cranes.`,
    points: [msg`Excavators, cranes and heavy equipment`, msg`Oversized and loose cargo`],
    link: paths.shipping,
  },
];

/** A step of the booking flow. */
export interface BookingStep {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** The five steps of booking a shipment, in order. */
export const bookingSteps: readonly BookingStep[] = [
  { icon: Calculator, title: msg`Get a quote`, text: msg`Choose RoRo or container and see the all-in price to your port.` },
  { icon: ClipboardCheck, title: msg`Request a booking`, text: msg`Send your booking request; we reply within one business day.` },
  { icon: Landmark, title: msg`Pay by bank transfer (T/T)`, text: msg`Pay the proforma invoice by bank transfer and upload the receipt.` },
  { icon: Ship, title: msg`Load the vehicle`, text: msg`We receive your vehicle in Korea and load it safely, with photos.` },
  { icon: MapPin, title: msg`Track the shipment`, text: msg`Follow the vessel with your B/L number until it reaches port.` },
];

/** A kind of cargo we ship. */
export interface ShippableItem {
  id: string;
  icon: string;
  label: MessageDescriptor;
}

/** What can be shipped (spec 1 section 2). */
export const shippableItems: readonly ShippableItem[] = [
  { id: 'cars', icon: carIconUrl, label: msg`Cars` },
  { id: 'trucks', icon: truckIconUrl, label: msg`Trucks` },
  { id: 'buses', icon: busIconUrl, label: msg`Buses` },
  { id: 'equipment', icon: equipmentIconUrl, label: msg`Equipment` },
  { id: 'motorcycles', icon: motorcycleIconUrl, label: msg`Motorcycles / ATV` },
  { id: 'appliances', icon: applianceIconUrl, label: msg`Electronic appliances` },
  { id: 'other', icon: otherIconUrl, label: msg`Other cargo` },
];
