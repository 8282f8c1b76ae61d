/** A video shipped with the app, with captions and a text description for screen readers. */
export function Video({
  src,
  poster,
  captions,
  description,
}: {
  src: string;
  poster: string;
  captions: string;
  description: string;
}) {
  return (
    <figure>
      <video
        controls
        preload="none"
        poster={poster}
        className="aspect-video w-full rounded-(--radius-card) bg-blush-50"
        aria-describedby={undefined}
      >
        <source src={src} type="video/webm" />
        <track kind="captions" src={captions} srcLang="en" label="English" default />
      </video>
      <figcaption className="mt-2 text-sm text-muted">{description}</figcaption>
    </figure>
  );
}
