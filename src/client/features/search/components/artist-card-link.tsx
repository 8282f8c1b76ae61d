import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';

const focusRing = {
  near: 'group block rounded-xl outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700',
  far: 'group block rounded-xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-blush-700',
};

/** A card that opens an artist's profile; its focus ring sits `near` or `far` from it. */
export function ArtistCardLink(props: {
  artistId: string;
  ring: keyof typeof focusRing;
  children: ReactNode;
}) {
  return (
    <Link to={paths.artistProfile(props.artistId)} className={focusRing[props.ring]}>
      {props.children}
    </Link>
  );
}
