
import {
  AuthUserSchema, BadgeSchema, BoardListSchema, CodeListSchema, ConnectionInfoSchema, CountryMapSchema,
  CurrAnswerSchema, ExchangeRateSchema, LanguageAnswerSchema, OkSchema, SpotListSchema,
  type BoardListQuery, type Curr, type Lang,
} from '../contract';
import { getRuntimeConfig } from '../config';
import { request } from './client';

/** GET /cmn/auth/user: the signed-in user (401 when signed out). */
export const fetchAuthUser = () => request('/cmn/auth/user', AuthUserSchema);
/** POST /cmn/login with the browser-side password hash. */
export const postLogin = (email: string, pwd: string) => request('/cmn/login', AuthUserSchema, { method: 'POST', body: { email, pwd } });
/** POST /cmn/logout. */
export const postLogout = () => request('/cmn/logout', OkSchema, { method: 'POST' });
/** GET /cmn/curr. */
export const fetchCurr = () => request('/cmn/curr', CurrAnswerSchema);
/** PUT /cmn/curr?curr=. */
export const putCurr = (curr: Curr) => request('/cmn/curr', CurrAnswerSchema, { method: 'PUT', query: { curr } });
/** PUT /cmn/language?lang=. */
export const putLanguage = (lang: Lang) => request('/cmn/language', LanguageAnswerSchema, { method: 'PUT', query: { lang } });
/** GET /cmn/country (English names). */
export const fetchCountryMap = () => request('/cmn/country', CountryMapSchema, { headers: { 'Accept-Language': 'en-US' } });
/** GET /cmn/code/list?source=. */
export const fetchCodeList = (source: 'country' | 'arvCountry' = 'country') => request('/cmn/code/list', CodeListSchema, { query: { source } });
/** GET /cmn/user/badge. */
export const fetchBadge = () => request('/cmn/user/badge', BadgeSchema);
/** GET /cmn/board/list. */
export const fetchBoardList = (q: Partial<BoardListQuery>) => request('/cmn/board/list', BoardListSchema, { query: q });
/** GET /svc/freight/spot/list?userCountry=&country= (`country` '' lists every destination). */
export const fetchSpotList = (userCountry?: string | null, country = '') => request('/svc/freight/spot/list', SpotListSchema, { query: { userCountry, country } });
/** POST /svc/subscriber. */
export const postSubscriber = (body: { email: string; country: string; lang: Lang }) => request('/svc/subscriber', OkSchema, { method: 'POST', body });
/** POST {exchange}/exchanges/current-rate?from=USD&to=EUR. */
export const fetchExchangeRate = () =>
  request(`${getRuntimeConfig().services.exchange}/exchanges/current-rate`, ExchangeRateSchema, { method: 'POST', query: { from: 'USD', to: 'EUR' } });
/** GET {connection-info}/connection-info. */
export const fetchConnectionInfo = () => request(`${getRuntimeConfig().services.connectionInfo}/connection-info`, ConnectionInfoSchema, { timeoutMs: 8000 });
