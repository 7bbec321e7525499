import { emptyWizard, loadWizard, saveWizard, stepErrors, toQuoteRequest, WIZARD_KEY } from './model';

const complete = { ...emptyWizard(), dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'CONT' as const, category: 'CAR' as const, loadingWeight: '1.4', year: '2019', make: 'Hyundai', model: 'Tucson', fuel: 'DIESEL' as const, runs: 'yes' as const, containerSize: 'FT20' as const };

it('asks for both ports, a shipping type and every item field', () => {
  expect(Object.keys(stepErrors(emptyWizard(), 'route'))).toEqual(['dptPort', 'arvPort']);
  expect(Object.keys(stepErrors(emptyWizard(), 'type'))).toEqual(['cargoType']);
  expect(Object.keys(stepErrors({ ...emptyWizard(), cargoType: 'CONT' }, 'item')).sort()).toEqual(['category', 'containerSize', 'fuel', 'loadingWeight', 'make', 'model', 'runs', 'year']);
  expect(stepErrors(complete, 'item')).toEqual({});
});

it('needs a container size for Container only, and sane weight and year', () => {
  expect(stepErrors({ ...complete, cargoType: 'RORO', containerSize: '' }, 'item')).toEqual({});
  expect(Object.keys(stepErrors({ ...complete, loadingWeight: '0', year: '1890' }, 'item'))).toEqual(['loadingWeight', 'year']);
});

it('builds the api request: numbers, runs as a boolean, no size for Ro-Ro', () => {
  expect(toQuoteRequest(complete).item).toMatchObject({ loadingWeight: 1.4, year: 2019, runs: true, containerSize: 'FT20' });
  expect(toQuoteRequest({ ...complete, cargoType: 'RORO' }).item.containerSize).toBeNull();
});

it('keeps the wizard in sessionStorage across the sign-in detour', () => {
  saveWizard({ ...complete, step: 'request' });
  expect(loadWizard()).toMatchObject({ step: 'request', arvPort: 'GHTEM' });
  sessionStorage.setItem(WIZARD_KEY, '{broken');
  expect(loadWizard()).toBeNull();
});
