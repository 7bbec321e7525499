/**
 * Countries from the shared static table: GET /cmn/country (code to English name) and
 * GET /cmn/code/list?source=country|arvCountry (codeVal, codeBuf2 = ISO alpha-2, en).
 * `arvCountry` lists destinations, i.e. every country but South Korea.
 */
import type { FastifyPluginAsync } from 'fastify';
import { contract, data } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Registers the country routes. */
export const countryRoutes: FastifyPluginAsync = async (app) => {
  const map = Object.fromEntries(data.COUNTRIES.map((c) => [c.code, c.nameEn]));
  const all = data.COUNTRIES.map((c) => ({ codeVal: c.code, codeBuf2: c.iso2, en: c.nameEn }));
  const destinations = all.filter((c) => c.codeVal !== data.KOREA_CODE);

  app.get('/cmn/country', async () => map);

  app.get('/cmn/code/list', async (req) => {
    const { source } = parseInput(contract.CodeListQuerySchema, req.query);
    return { list: source === 'arvCountry' ? destinations : all };
  });
};
