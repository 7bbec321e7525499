import { setupI18n } from '@lingui/core';
import { messages as es } from '../../locales/es/messages';
import { messages as ru } from '../../locales/ru/messages';
import { vehicleCategoryText } from './model';

it('names the vehicle categories staff publish in the page language, units included (issue 28)', () => {
  const i18n = setupI18n();
  i18n.load({ en: {}, es, ru });
  i18n.activate('es');
  expect(vehicleCategoryText('Used cars (4 units)', i18n)).toBe('Autos usados (4 unidades)');
  expect(vehicleCategoryText('Compact cars (1 unit)', i18n)).toBe('Autos compactos (1 unidad)');
  expect(vehicleCategoryText('Sedan', i18n)).toBe('Sedán');
  i18n.activate('ru');
  expect(vehicleCategoryText('Used cars (4 units)', i18n)).toBe('Подержанные автомобили (4 шт.)');
  // A text staff wrote that is not one of the catalogued categories stays as written.
  expect(vehicleCategoryText('Kia K5 2021 (export)', i18n)).toBe('Kia K5 2021 (export)');
  i18n.activate('en');
  expect(vehicleCategoryText('Used cars (4 units)', i18n)).toBe('Used cars (4 units)');
});
