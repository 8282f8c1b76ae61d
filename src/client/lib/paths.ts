import { reviewPagePath } from '#shared/domain/reviews.ts';

/** Every client route, in one typed table (spec §2). */
export const paths = {
  home: '/',
  search: '/search',
  artistProfile: (id: string) => `/profile/artist/${id}`,
  /** The review of one visit: the artist and the booking (also the e-mails' link). */
  reviewComment: reviewPagePath,
  artistLanding: '/artist',
  register: '/register',
  registerEmail: '/register-email',
  confirmation: '/confirmation',
  login: '/login',
  loginEmail: '/login-email',
  oauthCallback: (provider: string) => `/oauth/${provider}`,
  forgot: '/forgot',
  help: '/help',
  terms: '/terms',
  policy: '/policy',
  faq: '/faq',
  confirmAccount: '/confirm-account',
  videoDemo: '/test',
  createProfile: '/create-profile',
  role: '/role',
  settings: '/settings',
  accountSettings: '/settings/account',
  securitySettings: '/settings/security',
  calendarSettings: '/settings/calendar',
  profileSettings: '/settings/profile',
  taxSettings: '/settings/tax',
  credentialsSettings: '/settings/credentials',
  taxStatements: '/earnings/statements',
  artistBookings: '/bookings',
  customerBookings: '/bookings-user',
  location: '/location',
  checkout: (artistId: string, bookId: string) => `/checkout/${artistId}/${bookId}`,
  personalInfo: '/personal-info',
  editProfile: '/edit-profile',
  validation: '/validation',
  infoContact: '/info-contact',
  portfolio: '/add-portfolio',
  mobile: '/mobile',
  availability: '/availability',
  services: '/price',
  categories: '/categories',
  payments: '/payments',
  bank: '/bank',
  /** The simulated payment provider's bank-connect page (PAYMENTS_PROVIDER=simulated). */
  connectBank: (accountId: string) => `/connect-bank/${accountId}`,
  earnings: '/earnings',
  /** Pay a failed charge again with another card (linked from the failed-payment e-mail). */
  pay: (bookingId: string) => `/pay/${bookingId}`,
  /** The printable receipt of a charged booking (its customer, or an admin). */
  receipt: (bookingId: string) => `/receipt/${bookingId}`,
  completeService: '/complete-service',
  /** The caller's weddings and events. */
  events: '/events',
  /** A customer's request for a quote to an artist who takes weddings and events. */
  eventRequest: (artistId: string) => `/events/request/${artistId}`,
  /** An event's page: the request, the quote and its versions, the team (decision 0042). */
  event: (eventId: string) => `/events/${eventId}`,
  dashboard: '/dashboard',
} as const;
