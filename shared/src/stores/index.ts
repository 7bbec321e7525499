/** The zustand stores shared by every app (session, locale, currency, visitor country, display country, UI). */
export * from './storage';
export * from './singletons';
export * from './session';
export * from './locale';
export * from './currency';
export * from './visitor-country';
export * from './ui';
export * from './display-country';
import { registerSingleton } from './singletons';
import { useSession } from './session';
import { useLocale } from './locale';
import { useCurrency } from './currency';
import { useVisitorCountry } from './visitor-country';
import { useUi } from './ui';
import { useDisplayCountry } from './display-country';

registerSingleton('store:session', useSession);
registerSingleton('store:locale', useLocale);
registerSingleton('store:currency', useCurrency);
registerSingleton('store:visitorCountry', useVisitorCountry);
registerSingleton('store:ui', useUi);
registerSingleton('store:displayCountry', useDisplayCountry);
