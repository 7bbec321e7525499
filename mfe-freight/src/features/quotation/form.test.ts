import { emptyWizard, valuesOf, type WizardValues } from './model';
import { firstIncompleteStep, quoteRequestOf } from './form';

const complete: WizardValues = { ...valuesOf(emptyWizard()), dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'CONT', category: 'CAR', loadingWeight: '1.4', year: '2019', make: 'Hyundai', model: 'Tucson', fuel: 'DIESEL', runs: 'yes', containerSize: 'FT20' };

it('names the first step with a missing or refused answer', () => {
  expect(firstIncompleteStep(valuesOf(emptyWizard()))).toBe('route');
  expect(firstIncompleteStep({ ...complete, cargoType: '' })).toBe('type');
  expect(firstIncompleteStep({ ...complete, year: '1890' })).toBe('item');
  expect(firstIncompleteStep({ ...complete, containerSize: '' })).toBe('item');
  expect(firstIncompleteStep({ ...complete, cargoType: 'RORO', containerSize: '' })).toBeNull();
  expect(firstIncompleteStep(complete)).toBeNull();
});

it('builds the api request: numbers, runs as a boolean, no size for Ro-Ro', () => {
  expect(quoteRequestOf(complete)?.item).toMatchObject({ loadingWeight: 1.4, year: 2019, runs: true, containerSize: 'FT20' });
  expect(quoteRequestOf({ ...complete, cargoType: 'RORO' })?.item.containerSize).toBeNull();
  expect(quoteRequestOf({ ...complete, make: '' })).toBeNull();
});
