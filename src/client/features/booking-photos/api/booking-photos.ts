import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingPhotoList, BookingPhotoView } from '#shared/schemas/booking-photos.ts';
import { api } from '#client/lib/api.ts';
import { upload } from '#client/lib/upload.ts';

export const bookingPhotosKey = (bookingId: string) => ['booking-photos', bookingId] as const;

/** GET /bookings/:id/photos: the visit's photos, for its artist and its customer. */
export const useBookingPhotos = (bookingId: string) =>
  useQuery({
    queryKey: bookingPhotosKey(bookingId),
    queryFn: ({ signal }) => api<BookingPhotoList>(`/bookings/${bookingId}/photos`, { signal }),
  });

/** POST /bookings/:id/photos (multipart): the artist's photos and the tag they show under. */
export function useAddBookingPhotos(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, tag }: { files: File[]; tag: string }) =>
      upload<BookingPhotoList>(`/bookings/${bookingId}/photos`, files, { fields: { tag } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingPhotosKey(bookingId) }),
  });
}

/** PUT /booking-photos/:id/consent: the customer's yes or no, at any time. */
export function useAnswerConsent(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, allow }: { id: string; allow: boolean }) =>
      api<{ photo: BookingPhotoView }>(`/booking-photos/${id}/consent`, {
        method: 'PUT',
        body: { allow },
      }),
    onSuccess: ({ photo }) =>
      queryClient.setQueryData<BookingPhotoList>(bookingPhotosKey(bookingId), (old) =>
        old ? { photos: old.photos.map((p) => (p.id === photo.id ? photo : p)) } : old,
      ),
  });
}
