import * as v from 'valibot';
import { CurrSchema } from './common';

/** Answer of POST {exchange}/exchanges/current-rate?from=USD&to=EUR: ttl in seconds, updateDate yyyymmdd. */
export const ExchangeRateSchema = v.object({
  data: v.object({ rate: v.pipe(v.number(), v.minValue(0)), ttl: v.pipe(v.number(), v.minValue(0)), updateDate: v.string() }),
});
/** The exchange-rate answer. */
export type ExchangeRate = v.InferOutput<typeof ExchangeRateSchema>;

/** Answer of GET {connection-info}/connection-info; the country may be any string and is checked by the caller. */
export const ConnectionInfoSchema = v.object({
  data: v.object({ data: v.object({ auctionwiniCountryCode: v.nullable(v.string()) }) }),
});

/** Query of POST {exchange}/exchanges/current-rate (the stand-in answers any pair of the display currencies). */
export const ExchangeRateQuerySchema = v.object({ from: CurrSchema, to: CurrSchema });
/** The exchange-rate query. */
export type ExchangeRateQuery = v.InferOutput<typeof ExchangeRateQuerySchema>;

/** The connection-info answer. */
export type ConnectionInfo = v.InferOutput<typeof ConnectionInfoSchema>;
