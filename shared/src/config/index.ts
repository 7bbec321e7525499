/**
 * The runtime configuration (`/runtime-config.json`, served no-cache): where each remote's
 * manifest lives, the external services' base URLs, brand values and the maintenance switch.
 * The shell loads it once at boot; every app reads it from here.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { BankDetailsSchema } from '../contract/bank';

/** Shape of `/runtime-config.json`. */
export const RuntimeConfigSchema = v.object({
  remotes: v.object({
    member: v.string(),
    booking: v.string(),
    freight: v.string(),
    content: v.string(),
    // Optional: a runtime-config.json written before the staff desk existed stays valid.
    staff: v.optional(v.string(), '/mf/staff/mf-manifest.json'),
  }),
  services: v.object({ exchange: v.string(), connectionInfo: v.string(), schedule: v.string(), equipment: v.string() }),
  brand: v.object({
    host: v.string(),
    phone: v.string(),
    email: v.string(),
    instagram: v.string(),
    blog: v.string(),
    sisterSites: v.array(v.object({ name: v.string(), url: v.string() })),
  }),
  /** The account buyers pay into: the P.I prints it, the How to book page shows it (BANK_* on the api). */
  bank: BankDetailsSchema,
  maintenance: v.boolean(),
  /**
   * The releases of each remote still served (`/mf/<remote>/<id>/`), oldest first; absent for a
   * remote served from its workspace build. The service worker drops its copies of any other.
   */
  releases: v.optional(v.record(v.string(), v.array(v.string())), {}),
});
/** The runtime configuration. */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** Used until the real file has loaded, and by a remote running standalone. */
export const defaultRuntimeConfig: RuntimeConfig = {
  remotes: {
    member: '/mf/member/mf-manifest.json',
    booking: '/mf/booking/mf-manifest.json',
    freight: '/mf/freight/mf-manifest.json',
    content: '/mf/content/mf-manifest.json',
    staff: '/mf/staff/mf-manifest.json',
  },
  services: { exchange: '/ext/exchange', connectionInfo: '/ext', schedule: '/v2', equipment: '/ext/equipment' },
  brand: {
    host: 'KoreaCarShipping',
    phone: '+82-2-555-0142',
    email: 'sales@koreacarshipping.example',
    // Links to other sites are the operator's to set (BRAND_INSTAGRAM, BRAND_SISTER_SITES on the
    // api, README "Configuration"): unset, the Instagram banner and the sister sites (spec 2
    // "About us") are not shown, rather than pointing at a made-up address.
    instagram: '',
    blog: '/contents/blog',
    sisterSites: [],
  },
  // The demo company's account; production sets BANK_* on the api.
  bank: {
    beneficiary: 'KoreaCarShipping Co., Ltd.',
    bankName: 'Shinhan Bank, Head Office',
    bankAddress: '20 Sejong-daero 9-gil, Jung-gu, Seoul, Republic of Korea',
    accountNumber: '140-013-456789',
    swift: 'SHBKKRSE',
  },
  maintenance: false,
  releases: {},
};

/** Holds the runtime configuration once loaded. */
export const useRuntimeConfig = create<{ config: RuntimeConfig; loaded: boolean }>(() => ({
  config: defaultRuntimeConfig,
  loaded: false,
}));

/** Validate a fetched `/runtime-config.json` into the store; anything invalid keeps the defaults. */
export function applyRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = v.safeParse(RuntimeConfigSchema, raw);
  if (parsed.success) useRuntimeConfig.setState({ config: parsed.output, loaded: true });
  else {
    if (raw !== null) console.error('[config] runtime-config.json is invalid, using defaults', v.flatten(parsed.issues));
    useRuntimeConfig.setState({ loaded: true });
  }
  return useRuntimeConfig.getState().config;
}

/** Fetch and validate `/runtime-config.json`; on failure keep the defaults (the page must still paint). */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`runtime-config.json answered ${res.status}`);
    return applyRuntimeConfig(await res.json());
  } catch (err) {
    console.error('[config] could not load runtime-config.json, using defaults', err);
    return applyRuntimeConfig(null);
  }
}

/** The current runtime configuration, outside React. */
export function getRuntimeConfig(): RuntimeConfig {
  return useRuntimeConfig.getState().config;
}
