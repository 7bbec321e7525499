import { page, checkForRelease, followReleases, manifestOf, manifestsOf, markUsed, releaseMoved, releasePending, reloadForRelease } from './releases';
import type { RemoteName } from '@forwarder/shared/paths';

const NAMES: RemoteName[] = ['member', 'booking', 'freight', 'content', 'staff'];
const at = (freight: string, content = '/mf/content/mf-manifest.json') => ({ remotes: { freight, content } });

function serve(config: unknown) {
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => config })) as unknown as typeof fetch;
}

describe('open tabs follow releases', () => {
  const register = jest.fn();
  const reload = jest.fn();
  beforeAll(() => {
    page.reload = reload;
    followReleases(manifestsOf(at('/mf/freight/20261127-080000-aaaaaa/mf-manifest.json'), NAMES), register);
  });

  it('registers a remote the tab has not run at its new address, without reloading', async () => {
    serve(at('/mf/freight/20261127-080000-aaaaaa/mf-manifest.json', '/mf/content/20261127-090000-cccccc/mf-manifest.json'));
    expect(await checkForRelease(0)).toBe(false);
    expect(register).toHaveBeenCalledWith('content', '/mf/content/20261127-090000-cccccc/mf-manifest.json');
    expect(manifestOf('content')).toBe('/mf/content/20261127-090000-cccccc/mf-manifest.json');
  });

  it('marks a remote the tab runs as moved (the next navigation reloads), and back when rolled back', async () => {
    markUsed('freight');
    serve(at('/mf/freight/20261127-090000-bbbbbb/mf-manifest.json'));
    expect(await checkForRelease(0)).toBe(true);
    expect(releaseMoved('freight')).toBe(true);
    expect(register).not.toHaveBeenCalledWith('freight', expect.anything());
    serve(at('/mf/freight/20261127-080000-aaaaaa/mf-manifest.json'));
    expect(await checkForRelease(0)).toBe(false);
    expect(releasePending()).toBe(false);
  });

  it('reloads once for a failure caused by a release, never in a loop', async () => {
    serve(at('/mf/freight/20261127-100000-dddddd/mf-manifest.json'));
    expect(await reloadForRelease('freight')).toBe(true);
    expect(await reloadForRelease('freight')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A failure with nothing released is the section's own: its panel shows, no reload.
    expect(await reloadForRelease('member')).toBe(false);
  });
});
