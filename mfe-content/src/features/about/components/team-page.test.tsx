import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import { MemoryRouter, Route, Routes } from '@forwarder/shared/router';
import { activateLocale } from '../../../test/render';
import TeamPage, { teamProductOf } from './team-page';

beforeEach(() => activateLocale('en'));

test('reads the product of a team-{product} segment', () => {
  expect(teamProductOf('team-shipping')).toBe('shipping');
  expect(teamProductOf('team-equipment')).toBe('equipment');
  expect(teamProductOf('team-nobody')).toBeNull();
  expect(teamProductOf('shipping')).toBeNull();
  expect(teamProductOf(undefined)).toBeNull();
});

test('shows each staff card with name, job, languages, phone, messaging link and profile picture', () => {
  render(
    <MemoryRouter initialEntries={['/contents/team-equipment']}>
      <I18nProvider i18n={i18n}>
        <Routes>
          <Route path="/contents/:segment" element={<TeamPage />} />
        </Routes>
      </I18nProvider>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Our heavy equipment team' })).toBeInTheDocument();
  const card = screen.getByRole('article', { name: 'Daniel Han' });
  expect(within(card).getByText('Heavy equipment sales')).toBeInTheDocument();
  expect(within(card).getByText(/^Speaks /)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Call Daniel Han at +82 10-5550-0311' })).toHaveAttribute('href', 'tel:+821055500311');
  const chat = within(card).getByRole('link', { name: /WhatsApp/ });
  expect(chat).toHaveAttribute('href', 'https://wa.me/821055500311');
  expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  expect(card.querySelector('img')).toHaveAttribute('width', '240');
});
