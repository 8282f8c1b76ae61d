/**
 * The demo artists: forty Toronto makeup and hair artists, written by hand so the search and
 * profile pages look like the real thing. An artist with a `street` has a place clients come
 * to; one without travels to clients (and `travels` marks a studio artist who also does).
 * Their services, availability and pictures follow from their categories (`artist-rows.ts`).
 */
import type { hairCategories, makeupCategories, professions } from '#shared/catalog.ts';

export interface DemoArtist {
  firstName: string;
  lastName: string;
  profession: (typeof professions)[number];
  bio: string;
  instagram?: string;
  makeup?: Array<(typeof makeupCategories)[number]>;
  hair?: Array<(typeof hairCategories)[number]>;
  street?: string;
  postalCode: string;
  travels?: true;
  gender: 'Female' | 'Male' | 'Non-binary';
  qualified: 'yes' | 'no' | 'no-but';
  english: 'native' | 'intermediate' | 'beginner';
  education?: Array<[title: string, school: string, year: number]>;
  /** Not verified yet: the admin has still to look at this profile. */
  pending?: true;
  /** Takes bookings every day around the clock with no notice (the README's walk-through). */
  aroundTheClock?: true;
  /** Accepts a request for a free time at once (search's "Instant book" finds her). */
  instantBook?: true;
  /** Offers lash extensions, which need her patch test 48 hours before (decision 0041). */
  lashes?: true;
  /**
   * Has not connected a bank account: clients cannot book her yet, and her Banking info asks
   * for one (the end-to-end tests connect Amina's and Sofia's).
   */
  noBank?: true;
  /**
   * Registered for GST/HST (a test number whose check digit is valid): her prices say "+ HST"
   * and checkout adds 13% on her services. The others are small suppliers.
   */
  hstNumber?: string;
}

const complections = 'Complections College of Makeup Art';
const trades = 'Skilled Trades Ontario';
const hairstylist = 'Certificate of Qualification, Hairstylist (332A)';

// A table, read artist by artist: Prettier would spread each one over sixteen lines.
// prettier-ignore
export const demoArtists: DemoArtist[] = [
  // Makeup artists
  {
    firstName: 'Priya', lastName: 'Raman', profession: 'Makeup Artist', makeup: ['Bridal', 'Social'],
    bio: 'Bridal makeup artist for South Asian and fusion weddings. I’ve done makeup for over 300 brides, from the mehndi to the reception, and I build every look around your outfit, your skin and a very long day. Trials at my Gerrard Street studio.',
    instagram: 'priyaraman.mua', street: '1420 Gerrard St E', postalCode: 'M4L 1Z8', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native', aroundTheClock: true,
    education: [['Bridal Makeup Certificate', complections, 2015]],
  },
  {
    firstName: 'Mei', lastName: 'Chen', profession: 'Makeup Artist', makeup: ['Glam', 'Social'],
    bio: 'Soft glam with a clean, luminous base is my signature. I trained in Shanghai and Toronto, and I love working with monolids and hooded eyes. Birthdays, galas, graduation photos: come to my Chinatown studio or I can come to you.',
    instagram: 'meichen.beauty', street: '438 Dundas St W', postalCode: 'M5T 1G7', travels: true,
    gender: 'Female', qualified: 'yes', english: 'intermediate', instantBook: true,
  },
  {
    firstName: 'Amina', lastName: 'Yusuf', profession: 'Makeup Artist', makeup: ['Bridal', 'Glam'],
    bio: 'I travel to you anywhere in the city with a full kit and a ring light. Modest bridal, nikkah and walima looks, and glam that lasts through a night of dancing. Halal and vegan products on request.',
    instagram: 'aminayusuf.glam', postalCode: 'M9W 6J2',
    gender: 'Female', qualified: 'yes', english: 'native', noBank: true,
  },
  {
    firstName: 'Sofia', lastName: 'Marchetti', profession: 'Makeup Artist', makeup: ['Social', 'Bridal'],
    bio: 'Romantic, fresh-faced bridal and event makeup from my little studio on College Street. I focus on skin that looks like skin, defined brows and a lip that survives the toast. Ten years in, I still tear up at every first look.',
    instagram: 'sofiamarchetti.makeup', street: '612 College St', postalCode: 'M6G 1B4',
    gender: 'Female', qualified: 'yes', english: 'native', noBank: true,
    education: [['Esthetician Diploma', 'George Brown College', 2013]],
  },
  {
    firstName: 'Grace', lastName: 'Adeyemi', profession: 'Makeup Artist', makeup: ['Glam'],
    bio: 'Full glam for melanin-rich skin is my specialty: flawless colour matching, sculpted contour and lashes that photograph beautifully. Owambe, birthday shoot or date night in Scarborough: let’s make it a moment.',
    instagram: 'glambygrace.to', street: '2190 Lawrence Ave E', postalCode: 'M1P 2P8', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native', noBank: true,
  },
  {
    firstName: 'Hana', lastName: 'Kim', profession: 'Makeup Artist', makeup: ['Social', 'Glam'],
    bio: 'Editorial, camera-ready makeup for headshots, lookbooks and content days. I’ve worked backstage at fashion weeks and on countless sets, so I know what reads on camera. Studio in Koreatown, five minutes from Christie station.',
    instagram: 'hanakim.makeup', street: '681 Bloor St W', postalCode: 'M6G 1L3',
    gender: 'Female', qualified: 'yes', english: 'native', hstNumber: '123456782RT0001',
    education: [['Makeup for Film and Television', complections, 2017]],
  },
  {
    firstName: 'Valentina', lastName: 'Ortiz', profession: 'Makeup Artist', makeup: ['Glam', 'Social'],
    bio: 'Colombian-born, Toronto-based and obsessed with a bronzed glow. I come to your home with everything needed for quinceañeras, weddings, girls’ nights and holiday parties. Hablo español.',
    instagram: 'valentina.ortiz.mua', postalCode: 'M6E 2G9',
    gender: 'Female', qualified: 'no-but', english: 'intermediate',
  },
  {
    firstName: 'Thandiwe', lastName: 'Moyo', profession: 'Makeup Artist', makeup: ['Bridal', 'Glam'],
    bio: 'Makeup for deep and dark skin tones, done right: no ashy powder, no mismatched foundation. Bridal, engagement and glam looks from my East Danforth studio. Originally from Harare, I’ve called Toronto home for twelve years.',
    instagram: 'thandimoyo.beauty', street: '2050 Danforth Ave', postalCode: 'M4C 1J6',
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Professional Makeup Artistry', 'Seneca Polytechnic', 2016]],
  },
  {
    firstName: 'Yasmin', lastName: 'Haddad', profession: 'Makeup Artist', makeup: ['Bridal', 'Glam'],
    bio: 'Arabic-inspired glam and bridal looks: winged liner, sculpted cheekbones and a long-wear base that holds up through a full zaffe. Based at Yonge and Sheppard, with early-morning appointments for brides and their mothers.',
    instagram: 'yasminhaddad.mua', street: '4789 Yonge St', postalCode: 'M2N 0G3',
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Nadia', lastName: 'Rahman', profession: 'Makeup Artist', makeup: ['Social', 'Bridal'],
    bio: 'New to Blush but not to makeup: five years of holud, wedding and reception looks for friends and family. I love soft, dewy skin with a statement eye. Studio near Danforth and Victoria Park, and I travel for weddings.',
    instagram: 'nadia.rahman.mua', street: '2990 Danforth Ave', postalCode: 'M4C 1M7', travels: true,
    gender: 'Female', qualified: 'no-but', english: 'native', pending: true,
  },
  {
    firstName: 'Claire', lastName: 'Fortin', profession: 'Makeup Artist', makeup: ['Social'],
    bio: 'Natural, editorial makeup for people who rarely wear much. I’ll even out your skin, wake up your eyes and leave you looking like yourself on a very good day. Originally from Quebec City; happy to work in French or English.',
    instagram: 'clairefortin.maquillage', street: '1124 Queen St E', postalCode: 'M4M 1K8',
    gender: 'Female', qualified: 'no', english: 'native', pending: true,
  },
  {
    firstName: 'Anjali', lastName: 'Patel', profession: 'Makeup Artist', makeup: ['Social', 'Bridal'],
    bio: 'Mobile makeup artist for sangeets, garbas, baby showers and family portraits. I bring my own chair and lighting, and I’m fast: a bridal party of six done before the photographer arrives. Serving Scarborough and the east end.',
    instagram: 'anjali.mobilemua', postalCode: 'M1B 3L2',
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Keisha', lastName: 'Campbell', profession: 'Makeup Artist', makeup: ['Glam'],
    bio: 'Glam that turns heads from Little Jamaica to King West. Caribana looks, prom, birthday dinners and photo shoots, with bold colour and rhinestones when you want them. Lashes are always included.',
    instagram: 'keishaglam', street: '1580 Eglinton Ave W', postalCode: 'M6E 2G8', travels: true,
    gender: 'Female', qualified: 'no-but', english: 'native', lashes: true,
  },
  {
    firstName: 'Lucía', lastName: 'Fernández', profession: 'Makeup Artist', makeup: ['Social', 'Glam'],
    bio: 'Makeup artist and former art student from Guadalajara. I think in colour: graphic liner, a pop of orange on the lid, or the perfect nude. Queen West studio, with weekend appointments for events and shoots.',
    instagram: 'lucia.colours', street: '923 Queen St W', postalCode: 'M6J 1G6',
    gender: 'Female', qualified: 'yes', english: 'intermediate',
  },
  {
    firstName: 'Tamar', lastName: 'Levy', profession: 'Makeup Artist', makeup: ['Bridal'],
    bio: 'Timeless bridal makeup for ceremonies big and small. Every bride gets a trial, a lipstick to take home and a touch-up before the first dance. I also do mothers and grandmothers, gently and with lots of moisturizer.',
    instagram: 'tamarlevy.bridal', street: '476 Eglinton Ave W', postalCode: 'M5N 1A5', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Airbrush Makeup Course', complections, 2019]],
  },
  // Makeup and hair artists
  {
    firstName: 'Jasmine', lastName: 'Nguyen', profession: 'Makeup & Hair Artist', makeup: ['Bridal'], hair: ['Formal Styling'],
    bio: 'Bride-to-be? I do your hair and makeup in one sitting, so you have one person to trust and one less timeline to juggle. Soft romantic updos and glowing skin are my favourite. Based in Liberty Village; I travel anywhere in Toronto.',
    instagram: 'jasminenguyen.bridal', street: '1179 King St W', postalCode: 'M6K 3C5', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Hairstyling Pre-Apprenticeship', 'Centennial College', 2018], ['Bridal Makeup Certificate', complections, 2019]],
  },
  {
    firstName: 'Aaliyah', lastName: 'Brooks', profession: 'Makeup & Hair Artist', makeup: ['Glam'], hair: ['Blowout', 'Formal Styling'],
    bio: 'Glam and hair from one chair. Silk presses, sleek ponytails and full-beat makeup for birthdays, graduations and every big night. Natural hair is welcome and celebrated. Find me near Regent Park.',
    instagram: 'aaliyahbrooks.glam', street: '585 Dundas St E', postalCode: 'M5A 2B7',
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Elena', lastName: 'Petrova', profession: 'Makeup & Hair Artist', makeup: ['Bridal'], hair: ['Formal Styling'],
    bio: 'Classic bridal hair and makeup with an old-Hollywood touch: soft waves, pinned curls and a red lip that stays put. I come to your home or venue with a full kit and a steamer for the veil.',
    postalCode: 'M2M 4A2',
    gender: 'Female', qualified: 'yes', english: 'intermediate',
  },
  {
    firstName: 'Farah', lastName: 'Siddiqui', profession: 'Makeup & Hair Artist', makeup: ['Bridal', 'Glam'], hair: ['Formal Styling', 'Blowout'],
    bio: 'Bridal hair and makeup for mehndi, baraat and walima, with dupatta setting included. My Albion Road studio has room for your sisters and cousins too. Urdu, Hindi and English spoken.',
    instagram: 'farahsiddiqui.bridal', street: '1530 Albion Rd', postalCode: 'M9V 1B4', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Esthetics Diploma', 'Humber Polytechnic', 2014]],
  },
  {
    firstName: 'Gabriela', lastName: 'Souza', profession: 'Makeup & Hair Artist', makeup: ['Glam'], hair: ['Blowout'],
    bio: 'From São Paulo to Bloordale, I bring a Brazilian love of volume: bouncy blowouts and a golden, sun-kissed glam. Perfect for birthdays, nights out and bachelorette weekends.',
    instagram: 'gabisouza.hair', street: '1152 Bloor St W', postalCode: 'M6H 1N1',
    gender: 'Female', qualified: 'no-but', english: 'intermediate',
  },
  {
    firstName: 'Rosa', lastName: 'Ferreira', profession: 'Makeup & Hair Artist', makeup: ['Social', 'Bridal'], hair: ['Formal Styling'],
    bio: 'Twenty years of hair and makeup in Little Portugal, for christenings, communions, weddings and everything in between. Elegant, long-lasting and never overdone. Saturday mornings fill up fast, so book early.',
    street: '1398 Dundas St W', postalCode: 'M6J 1Y5',
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Ayesha', lastName: 'Khan', profession: 'Makeup & Hair Artist', makeup: ['Bridal', 'Glam'], hair: ['Formal Styling'],
    bio: 'On-location bridal and party hair and makeup across North York and beyond. I’m punctual, calm on busy mornings and great with nervous brides. Soft glam, bold glam and hijab-friendly styling.',
    instagram: 'ayeshakhan.mua', postalCode: 'M3J 2R3',
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Camille', lastName: 'Dubois', profession: 'Makeup & Hair Artist', makeup: ['Social'], hair: ['Blowout', 'Formal Styling'],
    bio: 'Paris-trained stylist and makeup artist in Yorkville. Effortless is the goal: undone waves, a blurred lip and skin that glows. Ideal for galas, film-festival events and anyone who hates feeling overdone.',
    instagram: 'camilledubois.paris.to', street: '55 Avenue Rd', postalCode: 'M5R 3L2',
    gender: 'Female', qualified: 'yes', english: 'intermediate',
  },
  {
    firstName: 'Marisol', lastName: 'Reyes', profession: 'Makeup & Hair Artist', makeup: ['Bridal'], hair: ['Formal Styling'],
    bio: 'Filipina artist doing bridal hair and makeup for debuts, weddings and anniversaries. Intricate updos, fresh flowers pinned in place and makeup that looks soft in person and sharp in photos.',
    instagram: 'marisolreyes.bridal', street: '3090 Bathurst St', postalCode: 'M6A 2A1', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Hairstyling Certificate', 'Marvel Beauty School', 2012]],
  },
  {
    firstName: 'Olivia', lastName: 'Bennett', profession: 'Makeup & Hair Artist', makeup: ['Social'], hair: ['Blowout'],
    bio: 'A bright studio near Kew Gardens for blowouts and fresh event makeup. Ideal for work events, family photos and weddings where you want to look polished but relaxed. Weekend mornings are my favourite.',
    instagram: 'olivia.bennett.beauty', street: '2014 Queen St E', postalCode: 'M4L 1J3',
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Yuna', lastName: 'Park', profession: 'Makeup & Hair Artist', makeup: ['Glam'], hair: ['Haircut', 'Blowout'],
    bio: 'K-beauty-inspired makeup and hair in Willowdale: glass skin, gradient lips and soft see-through bangs. I also cut and style, so you can leave with a whole new look in one visit.',
    instagram: 'yunapark.kbeauty', street: '5322 Yonge St', postalCode: 'M2N 5P9',
    gender: 'Female', qualified: 'yes', english: 'intermediate',
  },
  {
    firstName: 'Ifeoma', lastName: 'Okeke', profession: 'Makeup & Hair Artist', makeup: ['Glam'], hair: ['Formal Styling', 'Deep Conditioning Treatments'],
    bio: 'Hair and makeup for weddings, traditional ceremonies and photo shoots. Gele tying, sleek updos and deep-conditioning care for natural hair. I travel across Scarborough and the east end.',
    instagram: 'ifeoma.okeke.mua', postalCode: 'M1J 2H1',
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Chantal', lastName: 'Joseph', profession: 'Makeup & Hair Artist', makeup: ['Bridal'], hair: ['Formal Styling'],
    bio: 'Haitian-Canadian makeup and hair artist focused on bridal. I blend soft glam with protective styling, so your hair looks gorgeous and stays cared for. Kreyòl, French and English spoken.',
    instagram: 'chantaljoseph.mua', street: '1000 Gerrard St E', postalCode: 'M4M 1Z3',
    gender: 'Female', qualified: 'yes', english: 'native', pending: true,
  },
  // Hair stylists
  {
    firstName: 'Marcus', lastName: 'Thompson', profession: 'Hair Stylist', hair: ['Haircut', 'All-Over Color'],
    bio: 'Cuts and colour for every texture: fades, tapers, twist-outs and bold colour on natural hair. My Bloorcourt chair has seen grooms, game-night regulars and first-day-of-school kids alike. Clean lines, good music, no rush.',
    instagram: 'marcuscuts.to', street: '1007 Bloor St W', postalCode: 'M6H 1M1',
    gender: 'Male', qualified: 'yes', english: 'native', education: [[hairstylist, trades, 2022]],
    hstNumber: '872345673RT0001',
  },
  {
    firstName: 'Diego', lastName: 'Alvarez', profession: 'Hair Stylist', hair: ['Haircut', 'All-Over Color'],
    bio: 'Precision cuts and lived-in colour in King West. I trained in Mexico City and London, and I love a sharp bob or a textured shag. Consultations are free and honest: I’ll tell you what will suit your hair.',
    instagram: 'diegoalvarez.hair', street: '620 King St W', postalCode: 'M5V 1M6',
    gender: 'Male', qualified: 'yes', english: 'native',
    education: [['Hairstyling Apprenticeship', 'George Brown College', 2014]],
  },
  {
    firstName: 'Kenji', lastName: 'Watanabe', profession: 'Hair Stylist', hair: ['Haircut', 'Blowout'],
    bio: 'Japanese cutting techniques for hair that falls into place on its own. My Kensington Market studio is quiet and unhurried. Great with fine or very straight hair that won’t hold a style.',
    instagram: 'kenji.cuts', street: '214 Augusta Ave', postalCode: 'M5T 2L6',
    gender: 'Male', qualified: 'yes', english: 'intermediate',
  },
  {
    firstName: 'Leila', lastName: 'Ahmadi', profession: 'Hair Stylist', hair: ['All-Over Color', 'Blowout'],
    bio: 'Colour specialist near Yonge and Finch. Rich brunettes, soft caramel melts and glossy blowouts that last all week. I use ammonia-free colour whenever I can and always do a strand test first.',
    instagram: 'leila.colour', street: '5460 Yonge St', postalCode: 'M2N 6K7',
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Advanced Colour Certificate', 'Marvel Beauty School', 2018]],
  },
  {
    firstName: 'Naomi', lastName: 'Williams', profession: 'Hair Stylist', hair: ['Haircut', 'Formal Styling', 'Deep Conditioning Treatments'],
    bio: 'Natural hair specialist in Weston. Shape cuts, updos for formal days and deep-conditioning treatments that bring curls back to life. Every curl pattern is welcome here, and so are your questions.',
    instagram: 'naomi.naturals', street: '1950 Weston Rd', postalCode: 'M9N 1W2', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Hairstylist Diploma', 'Centennial College', 2015]],
  },
  {
    firstName: 'Arjun', lastName: 'Mehta', profession: 'Hair Stylist', hair: ['Haircut'],
    bio: 'Barber and stylist in Agincourt. Classic men’s cuts, skin fades, beard shaping and kids’ cuts. Quick, friendly and precise; most cuts take thirty minutes.',
    street: '4438 Sheppard Ave E', postalCode: 'M1S 1V2',
    gender: 'Male', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Sarah', lastName: 'O’Connor', profession: 'Hair Stylist', hair: ['All-Over Color', 'Blowout'],
    bio: 'Colour, blowouts and honest advice on the Danforth. Blonde is my happy place (icy, golden or somewhere in between), and I’ll get you there without frying your hair.',
    instagram: 'sarahoconnor.colour', street: '688 Danforth Ave', postalCode: 'M4J 1L1',
    gender: 'Female', qualified: 'yes', english: 'native', education: [[hairstylist, trades, 2023]],
  },
  {
    firstName: 'Bianca', lastName: 'Costa', profession: 'Hair Stylist', hair: ['Blowout', 'Formal Styling'],
    bio: 'Bouncy blowouts and elegant updos by the lake in New Toronto. Brides, bridesmaids and prom nights are my favourite days. I also come to hotels and venues across Etobicoke.',
    instagram: 'biancacosta.hair', street: '2901 Lake Shore Blvd W', postalCode: 'M8V 1J3', travels: true,
    gender: 'Female', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Minji', lastName: 'Cho', profession: 'Hair Stylist', hair: ['All-Over Color', 'Haircut'],
    bio: 'Balayage, face-framing layers and soft perms in the Annex. I love low-maintenance colour that grows out beautifully. Students get a discount on weekday afternoons.',
    instagram: 'minjicho.hair', street: '360 Bloor St W', postalCode: 'M5S 1X1',
    gender: 'Female', qualified: 'yes', english: 'native',
    education: [['Hairstyling Certificate', 'Marvel Beauty School', 2020]],
  },
  {
    firstName: 'Tariq', lastName: 'Hassan', profession: 'Hair Stylist', hair: ['Haircut'],
    bio: 'Barber from Alexandria, now cutting on the Danforth. Classic scissor cuts, clean fades and hot-towel beard trims. Relaxed chair, strong coffee.',
    street: '1400 Danforth Ave', postalCode: 'M4J 1N4',
    gender: 'Male', qualified: 'no-but', english: 'intermediate', pending: true,
  },
  {
    firstName: 'Alex', lastName: 'Zhang', profession: 'Hair Stylist', hair: ['Formal Styling', 'Blowout'],
    bio: 'Hair stylist for weddings, proms and photo shoots in Milliken. Braided crowns, sleek low buns and volume that lasts. Gender-neutral pricing and a calm, welcoming chair for everyone.',
    instagram: 'alexzhang.hair', street: '3280 Midland Ave', postalCode: 'M1V 4W9', travels: true,
    gender: 'Non-binary', qualified: 'yes', english: 'native',
  },
  {
    firstName: 'Oksana', lastName: 'Kovalenko', profession: 'Hair Stylist', hair: ['All-Over Color', 'Deep Conditioning Treatments'],
    bio: 'Colourist from Kyiv, now in Bloor West Village. Natural-looking colour, grey blending and restorative treatments for dry or damaged hair. Gentle products, careful hands.',
    street: '2290 Bloor St W', postalCode: 'M6S 1N9',
    gender: 'Female', qualified: 'yes', english: 'beginner', pending: true,
  },
];
