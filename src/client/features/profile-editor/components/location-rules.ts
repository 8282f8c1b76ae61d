import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { LocationInput } from '#shared/schemas/profile.ts';
import { ApiError } from '#client/lib/api.ts';

export type LocationValues = z.input<typeof LocationInput>;
export type LocationParsed = z.output<typeof LocationInput>;

const schemaResolver = zodResolver(LocationInput);

/** The shared rules, except that without "At my place" a half-typed address does not block. */
export const locationResolver: Resolver<LocationValues, unknown, LocationParsed> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    values.place ? values : { ...values, street: '', postalCode: '' },
    context,
    options,
  );

/** The server names the group's fields "location.postalCode"; the form names them "postalCode". */
export const ungroupLocationError = (error: unknown): unknown =>
  error instanceof ApiError
    ? new ApiError(
        error.status,
        error.code,
        error.message,
        Object.fromEntries(
          Object.entries(error.fields).map(([k, v]) => [k.replace(/^location\./, ''), v]),
        ),
      )
    : error;
