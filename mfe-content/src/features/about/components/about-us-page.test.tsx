import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import { MemoryRouter } from '@forwarder/shared/router';
import { activateLocale } from '../../../test/render';
import AboutUsPage from './about-us-page';

function renderAbout() {
  render(
    <MemoryRouter initialEntries={['/contents/about-us']}>
      <I18nProvider i18n={i18n}>
        <AboutUsPage />
      </I18nProvider>
    </MemoryRouter>,
  );
}

test("the story carries spec 1's claim of more than 40,000 vehicles shipped by September 2022", async () => {
  activateLocale('en');
  renderAbout();
  expect(screen.getByText(/By September 2022 the vehicles they had shipped numbered more than 40,000\./)).toBeInTheDocument();
});
