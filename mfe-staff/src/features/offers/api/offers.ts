/** The desk's offer calls (GET/POST /staff/offers, GET/PUT /staff/offer, POST /staff/offer/status, GET /staff/offer/choices). */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '@forwarder/shared/api';
import {
  StaffOfferChoicesSchema,
  StaffOfferDetailSchema,
  StaffOfferListSchema,
  StaffOfferSchema,
  type StaffOfferBody,
  type StaffOfferListQuery,
} from '@forwarder/shared/contract';

const SavedSchema = v.object({ data: StaffOfferSchema });

/** The list's filters as the URL keeps them (page as text). */
export type OfferFilters = Omit<StaffOfferListQuery, 'page'> & { page?: number };

/** Query keys: every offer query starts with `['staff', 'offers']` (a change invalidates them all). */
export const offersKey = ['staff', 'offers'] as const;
export const offerListKey = (f: OfferFilters) => [...offersKey, 'list', f] as const;
export const offerKey = (id: number) => [...offersKey, 'one', id] as const;

/** A page of offers with the count per status. */
export function useOfferList(f: OfferFilters) {
  return useQuery({
    queryKey: offerListKey(f),
    queryFn: ({ signal }) =>
      request('/staff/offers', StaffOfferListSchema, { query: { status: f.status, country: f.country, q: f.q, page: f.page && f.page > 1 ? String(f.page) : undefined }, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** One offer with its trail (`id` null: none, a new offer). */
export function useOffer(id: number | null) {
  return useQuery({
    queryKey: offerKey(id ?? 0),
    queryFn: ({ signal }) => request('/staff/offer', StaffOfferDetailSchema, { query: { freRateLegacyId: String(id) }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The form's ports and lines (they change rarely). */
export function useOfferChoices() {
  return useQuery({
    queryKey: [...offersKey, 'choices'],
    queryFn: ({ signal }) => request('/staff/offer/choices', StaffOfferChoicesSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /staff/offers: the new offer. */
export const createOffer = (body: StaffOfferBody) => request('/staff/offers', SavedSchema, { method: 'POST', body }).then((a) => a.data);

/** PUT /staff/offer: the offer as saved. */
export const updateOffer = (id: number, body: StaffOfferBody) =>
  request('/staff/offer', SavedSchema, { method: 'PUT', body, query: { freRateLegacyId: String(id) } }).then((a) => a.data);

/** POST /staff/offer/status: sold out, open again, or end now. */
export const setOfferStatus = (id: number, action: 'SOLD_OUT' | 'REOPEN' | 'END') =>
  request('/staff/offer/status', SavedSchema, { method: 'POST', body: { action }, query: { freRateLegacyId: String(id) } }).then((a) => a.data);
