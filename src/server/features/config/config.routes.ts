import { PublicConfig } from '#shared/schemas/config.ts';
import type { App, AppContext } from '../../context.ts';
import { moneyPolicy } from '../../money/settlement-rules.ts';

export function configRoutes(app: App, { env }: AppContext): void {
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Settings the browser needs (map tiles, the money policy)',
        tags: ['system'],
        response: { 200: PublicConfig },
      },
    },
    () => ({ mapTileUrl: decodeURI(env.MAP_TILE_URL), policy: moneyPolicy(env) }),
  );
}
