import { PublicConfig } from '#shared/schemas/config.ts';
import type { App, AppContext } from '../../http/context.ts';

export function configRoutes(app: App, { env }: AppContext): void {
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Settings the browser needs (map tiles)',
        tags: ['system'],
        response: { 200: PublicConfig },
      },
    },
    () => ({ mapTileUrl: decodeURI(env.MAP_TILE_URL) }),
  );
}
