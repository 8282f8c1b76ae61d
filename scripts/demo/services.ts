/**
 * What the demo artists offer and when. Each category brings the services a Toronto artist
 * in it would list, with a typical price range in dollars; an artist's own prices are drawn
 * from those ranges, so the search has cheap and dear artists alike.
 */
import type { hairCategories, makeupCategories } from '#shared/catalog.ts';
import { DEFAULT_SCHEDULE, type Schedule } from '#shared/domain/availability.ts';
import type { DemoArtist } from './artists.ts';

export interface ServiceIdea {
  /** At most 20 characters (spec §5). */
  type: string;
  description: string;
  dollars: [min: number, max: number];
  /** How long it takes: what the artist's calendar holds for it. */
  minutes: number;
}

type Category = (typeof hairCategories)[number] | (typeof makeupCategories)[number];

export const servicesByCategory: Record<Category, ServiceIdea[]> = {
  Bridal: [
    {
      type: 'Bridal Makeup',
      minutes: 120,
      description: 'Trial-tested bridal look with lashes, plus a touch-up kit for the day.',
      dollars: [220, 400],
    },
    {
      type: 'Bridal Trial',
      minutes: 90,
      description: 'A full run-through of your wedding look, with photos to compare options.',
      dollars: [110, 180],
    },
    {
      type: 'Bridesmaid Makeup',
      minutes: 60,
      description: 'Soft, matching looks for the wedding party, done on the morning.',
      dollars: [95, 150],
    },
  ],
  Social: [
    {
      type: 'Event Makeup',
      minutes: 60,
      description: 'Polished makeup for parties, galas and date nights; lashes on request.',
      dollars: [85, 140],
    },
    {
      type: 'Natural Glow',
      minutes: 45,
      description: 'A fresh, skin-first look for interviews, family photos or a night out.',
      dollars: [70, 110],
    },
    {
      type: 'Photoshoot Makeup',
      minutes: 75,
      description: 'Camera-ready makeup for headshots, lookbooks and content days.',
      dollars: [120, 200],
    },
  ],
  Glam: [
    {
      type: 'Full Glam',
      minutes: 90,
      description: 'Sculpted base, smoky or cut-crease eyes, strip lashes and a long-wear finish.',
      dollars: [120, 185],
    },
    {
      type: 'Soft Glam',
      minutes: 75,
      description: 'Blended neutral eyes, fluffy brows and a glowing, lightweight base.',
      dollars: [95, 150],
    },
    {
      type: 'Makeup Lesson',
      minutes: 90,
      description: 'One-on-one lesson with your own kit: a routine, techniques and product picks.',
      dollars: [90, 150],
    },
  ],
  Haircut: [
    {
      type: 'Cut and Style',
      minutes: 60,
      description: 'Consultation, wash, precision cut and a finished style.',
      dollars: [60, 110],
    },
    {
      type: 'Short Cut',
      minutes: 30,
      description: 'Clippers and scissors, a sharp neckline and a quick style.',
      dollars: [35, 60],
    },
    {
      type: 'Curly Cut',
      minutes: 75,
      description: 'A dry, curl-by-curl cut that respects your pattern, with a styling lesson.',
      dollars: [85, 130],
    },
  ],
  'All-Over Color': [
    {
      type: 'All-Over Colour',
      minutes: 120,
      description: 'One rich, even shade from roots to ends, with gloss and a blow-dry.',
      dollars: [110, 170],
    },
    {
      type: 'Balayage',
      minutes: 180,
      description: 'Hand-painted, soft-grown-out highlights, toned to suit your skin.',
      dollars: [210, 320],
    },
    {
      type: 'Root Touch-Up',
      minutes: 90,
      description: 'Regrowth coverage up to five weeks, grey included.',
      dollars: [75, 110],
    },
  ],
  'Formal Styling': [
    {
      type: 'Bridal Updo',
      minutes: 90,
      description: 'A secure, photo-ready updo with veil or accessories pinned in place.',
      dollars: [140, 250],
    },
    {
      type: 'Formal Styling',
      minutes: 60,
      description: 'Updos, sleek ponytails or Hollywood waves for weddings, proms and galas.',
      dollars: [85, 140],
    },
  ],
  Blowout: [
    {
      type: 'Blowout',
      minutes: 45,
      description: 'Wash and a smooth, bouncy blow-dry that lasts for days.',
      dollars: [50, 80],
    },
    {
      type: 'Silk Press',
      minutes: 120,
      description: 'Heat-protected press for natural hair: sleek, light and full of movement.',
      dollars: [100, 150],
    },
  ],
  'Deep Conditioning Treatments': [
    {
      type: 'Deep Conditioning',
      minutes: 45,
      description: 'Steam treatment with a mask chosen for your hair, then a light style.',
      dollars: [45, 75],
    },
    {
      type: 'Scalp Treatment',
      minutes: 30,
      description: 'Exfoliating scalp care and massage to calm dryness and build-up.',
      dollars: [55, 85],
    },
  ],
};

/** Notes on the hours (decision 0023): what the schedule cannot say. */
export const availabilities = [
  'Early starts for weddings on request.',
  'Evening appointments for events on request: send me a message first.',
  'Book a trial at least two weeks before the wedding.',
  'Sundays and Mondays for weddings only, by message.',
  'Please arrive with clean, dry hair.',
  'Group bookings for bridal parties: ask me about travel to the venue.',
];

const days = (start: string, end: string, open: (weekday: number) => boolean) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => (open(d) ? [{ start, end }] : []));

/**
 * Demo artists work Tuesday to Saturday, 10:00–19:00, with 15 minutes before and after each
 * booking. The walk-through's artist (README) takes bookings every day around the clock with
 * no notice, so a newcomer can try a whole booking, completion included, at any hour.
 */
export function scheduleOf(artist: DemoArtist): Schedule {
  if (artist.aroundTheClock) {
    return { ...DEFAULT_SCHEDULE, weekly: days('00:00', '24:00', () => true), minNoticeMinutes: 0 };
  }
  return {
    ...DEFAULT_SCHEDULE,
    weekly: days('10:00', '19:00', (d) => d >= 2 && d <= 6),
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
  };
}
