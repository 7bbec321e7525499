/**
 * The legal texts (spec 2 "Legal texts"). They are long, so they are not in the Lingui catalog
 * (which every page of this remote loads, the home page included): each language is its own
 * module under texts/, fetched only when a legal page opens in that language. `{host}`,
 * `{email}` and `{phone}` are replaced with the brand values of runtime-config.json.
 */
import type { Lang } from '@forwarder/shared/contract';

/** A numbered clause or section. */
export interface LegalClause {
  title: string;
  paragraphs: string[];
  /** Points listed after the paragraphs. */
  list?: string[];
}

/** One legal document. */
export interface LegalDoc {
  title: string;
  /** "Last updated …" line, already worded for the language. */
  updated: string;
  intro: string[];
  clauses: LegalClause[];
}

/** The legal texts in one language. */
export interface LegalTexts {
  /** Heading of the table of contents. */
  contents: string;
  terms: LegalDoc;
  privacy: LegalDoc;
}

const loaders: Record<Lang, () => Promise<{ texts: LegalTexts }>> = {
  en: () => import('./texts/en'),
  es: () => import('./texts/es'),
  ru: () => import('./texts/ru'),
};

/** The legal texts in `lang` (one lazy chunk per language). */
export async function loadLegalTexts(lang: Lang): Promise<LegalTexts> {
  return (await loaders[lang]()).texts;
}

/** Replace the brand placeholders of a text. */
export function fillBrand(text: string, brand: { host: string; email: string; phone: string }): string {
  return text.replaceAll('{host}', brand.host).replaceAll('{email}', brand.email).replaceAll('{phone}', brand.phone);
}
