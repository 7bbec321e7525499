import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { CatalogGate, CatalogLoadError, i18n, registerCatalog, ensureCatalog } from './index';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error instanceof CatalogLoadError ? `panel: ${this.state.error.app}` : 'other'}</p> : this.props.children;
  }
}

describe('CatalogGate', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
  });

  it('shows the error panel, not an endless spinner, when the catalogue cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = () => Promise.reject(new Error('ChunkLoadError: Loading chunk 123 failed (404)'));
    render(
      <I18nProvider i18n={i18n}>
        <Boundary>
          <CatalogGate app="gone-remote" loader={gone} fallback={<p>loading</p>}>
            <p>page</p>
          </CatalogGate>
        </Boundary>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('panel: gone-remote');
  });

  it('asks the latest loader registered: a retry after a new release uses the new one', async () => {
    registerCatalog('moved-remote', () => Promise.reject(new Error('404')));
    await expect(ensureCatalog('moved-remote', 'es')).rejects.toThrow('404');
    registerCatalog('moved-remote', () => Promise.resolve({ hello: 'hola' }));
    await act(() => ensureCatalog('moved-remote', 'es'));
    expect(i18n.messages.hello).toBe('hola');
  });
});
