import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import { messages as es } from '../../../locales/es/messages';
import { offer } from '../test-offers';
import { SpotCard } from './spot-card';

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'es', messages: es });
});

it('shows the whole cargo text in the page language, its count kept on one line with its unit', () => {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <SpotCard offer={offer(1, { cargoType: 'CONT', cargoSize: 'FT20', vehicleCategory: 'Compact cars (2 units)' })} />
      </MemoryRouter>
    </I18nProvider>,
  );
  // The card may wrap the cargo over two lines, but never between "(2" and "unidades)".
  expect(screen.getByText('Autos compactos (2\u00a0unidades)', { normalizer: (text) => text })).toBeInTheDocument();
});
