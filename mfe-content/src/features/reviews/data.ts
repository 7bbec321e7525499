/**
 * The buyer reviews (static list, newest first). The home page shows the first 6; the reviews
 * page shows them all. Photos and videos arrive later: until then the media fields point at this
 * app's illustrations or are null.
 */
import roroShipUrl from '../../media/roro-ship.svg';
import containerStuffingUrl from '../../media/container-stuffing.svg';
import wharfCranesUrl from '../../media/wharf-cranes.svg';
import equipmentUrl from '../../media/equipment.svg';
import containerLoadingUrl from '../../media/container-loading.svg';
import type { BuyerReview } from './model';

/** Every buyer review, newest first. */
export const reviews: readonly BuyerReview[] = [
  {
    id: 110,
    regDtm: '2025-10-14',
    buyerCountry: 'C1170',
    buyerCountryNm: 'Kyrgyzstan',
    content:
      'Third car I have bought through them. The Sonata arrived in Poti exactly on the date they gave me, and the price was the same as in the quotation, no surprise fees at the port. The photos of the loading were sent the same day, so I knew the car was safe before the ship left Incheon.',
    videoThumbnail: null,
    video: null,
    img: roroShipUrl,
    rating: 5,
  },
  {
    id: 109,
    regDtm: '2025-09-30',
    buyerCountry: 'C0440',
    buyerCountryNm: 'Chile',
    content:
      'We shipped two Porter trucks in one 40HQ container to San Antonio. Communication was fast, always in Spanish, and the documents (B/L and certificate of origin) were ready before the vessel arrived. Only four stars because the departure moved by one week, but they told us early.',
    videoThumbnail: null,
    video: null,
    img: containerStuffingUrl,
    rating: 4,
  },
  {
    id: 108,
    regDtm: '2025-09-11',
    buyerCountry: 'C0620',
    buyerCountryNm: 'Iraq',
    content:
      'Very professional team. I asked many questions about the Umm Qasr route and they answered every one in the chat within a few hours. The Tucson came with all the papers and the shoring in the container was done very well, not one scratch.',
    videoThumbnail: null,
    video: null,
    img: null,
    rating: 4.5,
  },
  {
    id: 107,
    regDtm: '2025-08-25',
    buyerCountry: 'C1571',
    buyerCountryNm: 'Nigeria',
    content:
      'I compared four forwarders and this was the only one that showed the full freight cost to Lagos online. Booking was easy, I paid by T/T and got the invoice the next business day. My customers are happy with the two Elantras and I will book again next month.',
    videoThumbnail: null,
    video: null,
    img: wharfCranesUrl,
    rating: 5,
  },
  {
    id: 106,
    regDtm: '2025-08-02',
    buyerCountry: 'C1120',
    buyerCountryNm: 'Kazakhstan',
    content:
      'Good service for a fair price. The excavator needed special handling and they arranged the flat rack and the lashing themselves. Tracking worked the whole way, although the transit through the transshipment port took longer than I hoped.',
    videoThumbnail: null,
    video: null,
    img: equipmentUrl,
    rating: 4,
  },
  {
    id: 105,
    regDtm: '2025-07-19',
    buyerCountry: 'C1710',
    buyerCountryNm: 'Peru',
    content:
      'Excellent. My Santa Fe was on the RoRo ship five days after I paid and arrived in Callao in perfect condition. The consultant explained every step of the booking and sent me a short video of the car being driven on board.',
    videoThumbnail: null,
    video: null,
    img: null,
    rating: 5,
  },
  {
    id: 104,
    regDtm: '2025-06-28',
    buyerCountry: 'C0840',
    buyerCountryNm: 'Jordan',
    content:
      'Second shipment to Aqaba with them. Clear prices, quick answers, and they helped my agent with the customs paperwork. The spot deal saved me almost three hundred dollars compared with my old forwarder.',
    videoThumbnail: null,
    video: null,
    img: null,
    rating: 4.5,
  },
  {
    id: 103,
    regDtm: '2025-06-03',
    buyerCountry: 'C1430',
    buyerCountryNm: 'Mongolia',
    content:
      'They consolidated my bus parts and a small truck in one container, which was cheaper than shipping them separately. Everything was counted and photographed at loading. The team even reminded me when the deposit was due.',
    videoThumbnail: null,
    video: null,
    img: containerLoadingUrl,
    rating: 4,
  },
  {
    id: 102,
    regDtm: '2025-05-16',
    buyerCountry: 'C0380',
    buyerCountryNm: 'Cambodia',
    content:
      'Fast and honest. The car had a small problem at the auction and they told me before loading, not after. Shipping to Sihanoukville took three weeks as promised.',
    videoThumbnail: null,
    video: null,
    img: null,
    rating: 3.5,
  },
  {
    id: 101,
    regDtm: '2025-04-22',
    buyerCountry: 'C0610',
    buyerCountryNm: 'Dominican Republic',
    content:
      'Shipped my KIA Sorento to Santo Domingo. The booking form was simple and I could follow the vessel on the tracking page. Would recommend to anyone buying a car in Korea for the first time.',
    videoThumbnail: null,
    video: null,
    img: null,
    rating: 5,
  },
];
