import { MAX_PROFILE_PICTURES_PER_UPLOAD } from '#shared/images.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { ImagePicker } from '#client/components/ui/image-picker.tsx';
import { UploadList, useUploadQueue } from '#client/components/ui/upload-queue.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useUploadProfilePicture } from '../api/upload-profile-picture.ts';

const SIZE = 96;

/**
 * The signed-in person's picture (or initials) and a button to add or change it. Up to 3 files
 * may be picked (spec §9); the first that passes the checks is sent. The nav avatar follows.
 */
export function ProfilePicturePicker() {
  const t = useT();
  const { auth } = useAuth();
  const { alert } = useAlerts();
  const sendPicture = useUploadProfilePicture();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const current = user?.profileImage ?? null;
  const queue = useUploadQueue({
    concurrency: 1,
    // The id is read when the file goes, so a retry names the picture shown by then.
    send: (file, options) => sendPicture(file, current?._id ?? null, options),
    onUploaded: ({ message }) => alert(message, 'success'),
    onFailed: (message) => alert(message, 'error'),
  });

  if (!user) return null;
  const uploading = queue.items.find((item) => item.status !== 'failed');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <div className="shrink-0" style={{ width: SIZE, height: SIZE }}>
          {uploading ? (
            <img
              src={uploading.preview}
              alt=""
              width={SIZE}
              height={SIZE}
              className="size-full rounded-full object-cover opacity-70"
            />
          ) : current ? (
            <img
              src={current.src}
              srcSet={current.srcset}
              sizes={`${SIZE}px`}
              width={SIZE}
              height={SIZE}
              alt={t('wizard.picture.alt')}
              className="size-full rounded-full object-cover"
            />
          ) : (
            <Avatar firstName={user.firstName} lastName={user.lastName} size={SIZE} />
          )}
        </div>
        <div className="min-w-0">
          <ImagePicker
            max={MAX_PROFILE_PICTURES_PER_UPLOAD}
            buttonLabel={current ? t('wizard.picture.change') : t('wizard.picture.add')}
            isDisabled={queue.busy}
            onFiles={(files) => {
              for (const item of queue.items) queue.remove(item.id);
              queue.add(files.slice(0, 1));
            }}
          />
          <p className="mt-2 text-sm text-muted">{t('wizard.picture.formats')}</p>
        </div>
      </div>
      <UploadList queue={queue} />
    </div>
  );
}
