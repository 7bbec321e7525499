/** One row of the static country table (spec 1 section 3). */
export interface Country {
  /** The api's country code: C plus four digits (C1570 is South Korea). */
  code: string;
  /** ISO 3166-1 alpha-2 ("2digitCode"), also the key of the phone-code lookup. */
  iso2: string;
  /** ISO 3166-1 alpha-3 ("3digitCode"). */
  iso3: string;
  /** ISO 3166-1 numeric, three digits ("ISONumericCode"). */
  isoNumeric: string;
  /** Korean name ("CountryNameKR"). */
  nameKr: string;
  /** English common name ("CountryNameEN"). */
  nameEn: string;
  /** Spanish name (the es interface). */
  nameEs: string;
  /** Russian name (the ru interface). */
  nameRu: string;
  /** Name in the country's own language ("CountryNameOriginal"). */
  nameNative: string;
  /** ITU calling code, digits only, e.g. "82" ("phoneCode"). */
  phoneCode: string;
}
