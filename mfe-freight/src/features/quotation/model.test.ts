import { emptyWizard, loadWizard, saveWizard, valuesOf, WIZARD_KEY, type WizardValues } from './model';

const complete: WizardValues = { ...valuesOf(emptyWizard()), dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'CONT', category: 'CAR', loadingWeight: '1.4', year: '2019', make: 'Hyundai', model: 'Tucson', fuel: 'DIESEL', runs: 'yes', containerSize: 'FT20' };

it('keeps the wizard in sessionStorage across the sign-in detour', () => {
  saveWizard({ ...complete, step: 'request' });
  expect(loadWizard()).toMatchObject({ step: 'request', arvPort: 'GHTEM' });
  sessionStorage.setItem(WIZARD_KEY, '{broken');
  expect(loadWizard()).toBeNull();
});
