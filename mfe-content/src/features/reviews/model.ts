/**
 * A buyer review (spec 1 section 3 and spec 2 section 3): static local data, no api call.
 * `regDtm` is yyyy-MM-dd; `buyerCountry` is the api's country code (C plus four digits);
 * `rating` runs 0..5 in half steps; media fields are URLs or null.
 */
export interface BuyerReview {
  id: number;
  regDtm: string;
  buyerCountry: string;
  buyerCountryNm: string;
  /** The buyer's own words (kept in English here; shown with lang="en" whatever the UI language). */
  content: string;
  videoThumbnail: string | null;
  video: string | null;
  img: string | null;
  rating: number;
}
