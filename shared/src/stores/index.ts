/** The zustand stores shared by every app (session, locale, currency, visitor country, UI). */
export * from './storage';
export * from './singletons';
export * from './session';
export * from './locale';
export * from './currency';
export * from './visitor-country';
export * from './ui';
import { registerSingleton } from './singletons';
import { useSession } from './session';
import { useLocale } from './locale';
import { useCurrency } from './currency';
import { useVisitorCountry } from './visitor-country';
import { useUi } from './ui';

registerSingleton('store:session', useSession);
registerSingleton('store:locale', useLocale);
registerSingleton('store:currency', useCurrency);
registerSingleton('store:visitorCountry', useVisitorCountry);
registerSingleton('store:ui', useUi);
