/**
 * The how-to-book guide (spec 2 "How to book"): the five steps, each with what the buyer does,
 * what we do and how long it takes. Texts are lazy descriptors, translated where they render.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import quoteUrl from '../../media/roro-ship.svg';
import bookingUrl from '../../media/container-ship.svg';
import paymentUrl from '../../media/wharf-cranes.svg';
import loadingUrl from '../../media/container-loading.svg';
import trackingUrl from '../../media/trucks.svg';

/** One step of the guide. */
export interface GuideStep {
  id: 'quote' | 'booking' | 'payment' | 'loading' | 'tracking';
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** Paragraphs of the step's explanation. */
  body: MessageDescriptor[];
  /** What the buyer prepares for this step. */
  checklist: MessageDescriptor[];
  image: string;
}

/** The five steps, in order. */
export const guideSteps: readonly GuideStep[] = [
  {
    id: 'quote',
    title: msg`Get a quote`,
    summary: msg`Choose RoRo or container and see the all-in price to your port.`,
    body: [
      msg`Open the instant quotation, choose the port of loading in Korea and your port of discharge, then RoRo or container and the vehicle. The price you see includes ocean freight, port charges in Korea and export customs clearance.`,
      msg`Spot offers on the home page and the ocean freight page are even cheaper: fixed prices for a given sailing, while space lasts.`,
    ],
    checklist: [msg`Make, model and year of the vehicle`, msg`Your port of discharge`, msg`Whether the vehicle runs`],
    image: quoteUrl,
  },
  {
    id: 'booking',
    title: msg`Request a booking`,
    summary: msg`Send your booking request; we reply within one business day.`,
    body: [
      msg`Send the booking request from the quotation or from a spot offer. Add the consignee (the person or company that receives the vehicle) and anything we should know, such as spare parts travelling with the car.`,
      msg`A consultant checks the request, confirms the vessel and the price, and answers within one business day. You can follow every booking and chat with us about it on the My Booking page.`,
    ],
    checklist: [msg`Consignee name, address and ID or company registration`, msg`Chassis (VIN) number`, msg`Where the vehicle is now in Korea`],
    image: bookingUrl,
  },
  {
    id: 'payment',
    title: msg`Pay by bank transfer (T/T)`,
    summary: msg`Pay the proforma invoice by bank transfer and upload the receipt.`,
    body: [
      msg`Within one business day of confirming the booking we issue a proforma invoice (P.I) in USD or EUR. Pay it by telegraphic transfer (T/T) before the due date printed on it; an unpaid invoice expires and the booking is cancelled.`,
      msg`Upload the bank receipt on your booking page. We confirm the payment as soon as it reaches our account, usually within two business days.`,
    ],
    checklist: [msg`The invoice number in the transfer reference`, msg`The exact amount of the invoice`, msg`The bank receipt (PDF or photo)`],
    image: paymentUrl,
  },
  {
    id: 'loading',
    title: msg`Load the vehicle`,
    summary: msg`We receive your vehicle in Korea and load it safely, with photos.`,
    body: [
      msg`We collect the vehicle from the seller or the auction, clear export customs and photograph it on arrival at our yard. RoRo vehicles are driven on board at the port; container vehicles are shored and lashed by our own stuffing team.`,
      msg`The photos of the loading are added to your booking the same day, so you know the condition of the vehicle before the vessel sails.`,
    ],
    checklist: [msg`The export (deregistration) certificate from the seller`, msg`Keys and any spare parts`],
    image: loadingUrl,
  },
  {
    id: 'tracking',
    title: msg`Track the shipment`,
    summary: msg`Follow the vessel with your B/L number until it reaches port.`,
    body: [
      msg`Once the vessel has sailed we send the bill of lading (B/L). Enter its number on the tracking page to follow the vessel on the carrier's site until it reaches your port.`,
      msg`The original documents (B/L, invoice, export certificate and, if you asked for it, the certificate of origin) go to you by courier or as an electronic release, in time for customs clearance at arrival.`,
    ],
    checklist: [msg`Your B/L number`, msg`A customs broker at the port of discharge`],
    image: trackingUrl,
  },
];
