import type { AstroIntegration } from 'astro';
import Fastify from 'fastify';
import { api } from '../../server/api';
import { readServerConfig } from '../../shared/config';
import { buildTranslateService } from '../../server/translate/build-service';
import { lookupTableFromSources } from '../lib/translate/node-runtime';
import { ownerFacts } from '../lib/release/owner';
import { loadSite } from '../../shared/node/site';

/**
 * `npm run dev` answers `/api/*` with the production server's API plugin (`server/api.ts`), its
 * translation table built from the sources and rebuilt when a catalog or content file changes:
 * one translate handler for dev and production. It lives with the tools, not the service: the
 * built server never runs it.
 */
export function devApi(): AstroIntegration {
  return {
    name: 'site:dev-api',
    hooks: {
      'astro:server:setup': async ({ server, logger }) => {
        let translate = buildTranslateService(lookupTableFromSources());
        const app = Fastify();
        await app.register(api, {
          prefix: '/api',
          translate: () => translate,
          rateLimit: readServerConfig().apiRateLimit,
          // What a build writes into the release (`owner.json`), here from content/site.yaml.
          owner: ownerFacts(loadSite()),
        });
        await app.ready();
        server.watcher.on('change', (file) => {
          if (!/[/\\](i18n[/\\]messages|content)[/\\]/.test(file)) return;
          translate = buildTranslateService(lookupTableFromSources());
          logger.info('translation table rebuilt');
        });
        server.middlewares.use((req, res, next) =>
          req.url?.startsWith('/api/') ? app.routing(req, res) : next(),
        );
      },
    },
  };
}
