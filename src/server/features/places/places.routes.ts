import { z } from 'zod';
import { ArtistIdParams } from '#shared/schemas/booking.ts';
import {
  SavedPlaceInput,
  SavedPlaceParams,
  SavedPlacesAnswer,
  SavedPlaceView,
  ServiceAreaAnswer,
  ServiceAreaInput,
  SuggestAnswer,
  SuggestQuery,
  TravelAnswer,
  TravelQuery,
} from '#shared/schemas/places.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import {
  listSavedPlaces,
  ownServiceArea,
  publicServiceArea,
  removePlace,
  savePlace,
  saveServiceArea,
  suggest,
  travelTo,
} from './places.service.ts';

const tags = ['places'];

/** Address suggestions, saved places, an artist's service area and the travel to a place. */
export function placesRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/places/suggest',
    {
      config: { access: 'user', rateLimit: routeLimit('suggestPlaces') },
      schema: {
        summary: 'Address suggestions (postal codes alone when the address search is down)',
        tags,
        querystring: SuggestQuery,
        response: { 200: SuggestAnswer },
      },
    },
    (request) => suggest(ctx, request.query.q),
  );

  app.get(
    '/api/places/saved',
    {
      config: { access: 'user' },
      schema: { summary: 'My saved places', tags, response: { 200: SavedPlacesAnswer } },
    },
    (request) => listSavedPlaces(ctx, actorOf(request).id),
  );

  app.put(
    '/api/places/saved/:kind',
    {
      config: { access: 'user', rateLimit: routeLimit('savePlace') },
      schema: {
        summary: 'Save my home or work place for the next checkout',
        tags,
        params: SavedPlaceParams,
        body: SavedPlaceInput,
        response: { 200: SavedPlaceView },
      },
    },
    (request) => savePlace(ctx, actorOf(request).id, request.params.kind, request.body),
  );

  app.delete(
    '/api/places/saved/:kind',
    {
      config: { access: 'user', rateLimit: routeLimit('savePlace') },
      schema: {
        summary: 'Forget a saved place',
        tags,
        params: SavedPlaceParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    (request) => removePlace(ctx, actorOf(request).id, request.params.kind),
  );

  app.get(
    '/api/profile/service-area',
    {
      config: { access: 'artist' },
      schema: { summary: 'Where I travel (artist)', tags, response: { 200: ServiceAreaAnswer } },
    },
    (request) => ownServiceArea(ctx, actorOf(request).id),
  );

  app.put(
    '/api/profile/service-area',
    {
      config: { access: 'artist', rateLimit: routeLimit('updateServiceArea') },
      schema: {
        summary: 'Set my base, how far I travel and my travel fees (artist)',
        tags,
        body: ServiceAreaInput,
        response: { 200: ServiceAreaAnswer },
      },
    },
    (request) => saveServiceArea(ctx, actorOf(request).id, request.body),
  );

  app.get(
    '/api/service-area/:artistId',
    {
      config: { access: 'public' },
      schema: {
        summary: "Where an artist travels: her base's postal area, radius or areas, fees",
        tags,
        params: ArtistIdParams,
        response: { 200: ServiceAreaAnswer },
      },
    },
    (request) => publicServiceArea(ctx, request.params.artistId),
  );

  app.get(
    '/api/travel/:artistId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether an artist comes to a place, how far it is and her travel fee',
        tags,
        params: ArtistIdParams,
        querystring: TravelQuery,
        response: { 200: TravelAnswer },
      },
    },
    (request) => travelTo(ctx, request.params.artistId, request.query),
  );
}
