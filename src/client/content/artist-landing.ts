// Copy for the artist landing page (/artist), in English; artist-landing.fr-CA.ts is the same
// in Canadian French. Plain data: no imports, no React.

export interface LandingFeature {
  title: string;
  text: string;
  icon: 'calendar' | 'star' | 'megaphone' | 'shield' | 'user' | 'message';
}

export interface LandingExplainer {
  title: string;
  text: string;
  steps: string[];
  video: string;
  poster: string;
  caption: string;
}

export interface LandingQuestion {
  question: string;
  answer: string;
}

/** Everything the page says, in one language. */
export interface LandingCopy {
  page: {
    title: string;
    lead: string;
    start: string;
    featuresLabel: string;
    ctaTitle: string;
    ctaText: string;
    faqTitle: string;
    somethingElse: string;
    askHelp: string;
  };
  whatIsBlush: { title: string; paragraphs: string[] };
  features: LandingFeature[];
  explainers: LandingExplainer[];
  artistFaq: LandingQuestion[];
}

const page: LandingCopy['page'] = {
  title: 'Become an Artist Partner',
  lead: 'Get booked by new clients across Toronto, collect reviews, and get paid every week.',
  start: 'Get Started',
  featuresLabel: 'Features',
  ctaTitle: 'Ready to grow your clientele?',
  ctaText: 'Create your profile today; we verify it within 2 hours.',
  faqTitle: 'Questions from artists',
  somethingElse: 'Something else?',
  askHelp: 'Ask us in the Help Center',
};

const whatIsBlush: { title: string; paragraphs: string[] } = {
  title: 'What is Blush?',
  paragraphs: [
    'Blush is the Toronto marketplace where people book verified makeup and hair artists online. Clients browse portfolios and reviews, pick your services and send you a booking request in a few taps.',
    'You stay your own boss: you set your services, prices and availability, and choose whether clients come to you or you travel to them. Blush handles the booking, the card payment and a weekly payout to your bank account.',
    'Joining is free. Blush takes a {{commission}} commission only on bookings you complete, and the first {{promotionArtists}} artists verified from {{promotionStart}} pay no commission at all for their first {{promotionPeriod}}.',
  ],
};

const features: LandingFeature[] = [
  {
    title: 'Online Booking',
    text: 'Clients book you around the clock from your services and availability. Every request reaches you by e-mail, and you decide whether to accept it, decline it or suggest another time.',
    icon: 'calendar',
  },
  {
    title: 'Get Reviews',
    text: 'After each completed booking, we invite your client to leave a review. Only real clients can review you, so every star on your profile is one you earned.',
    icon: 'star',
  },
  {
    title: 'Advertising',
    text: 'Your portfolio photos appear in Blush search by category, and profiles are featured on our home page. We bring Toronto clients to you, at no upfront cost.',
    icon: 'megaphone',
  },
  {
    title: 'Secure and Fast payments',
    text: 'Clients pay by card through Stripe when you complete the service, so no more chasing payments or handling cash. Your earnings are paid to your bank account every {{payoutDay}}.',
    icon: 'shield',
  },
  {
    title: 'Professional Profile',
    text: 'Show off your best work with a portfolio, your services and prices, your categories and your Instagram, all in one link you can share anywhere.',
    icon: 'user',
  },
  {
    title: 'Direct Chat',
    text: 'Once you accept a booking, you and your client can reach each other by text message or WhatsApp in one tap to sort out the details.',
    icon: 'message',
  },
];

const explainers: LandingExplainer[] = [
  {
    title: 'Create your profile in minutes',
    text: 'A short guided setup walks you through everything clients want to see. Our team reviews every new profile and publishes it within 2 hours.',
    steps: [
      'Tell us about you: your name, photo, profession and a short bio.',
      'Show your work: upload at least 5 portfolio photos and tag each one.',
      'Add your services with a short description and a price in CAD.',
      'Choose your categories, your availability and where you work.',
      'Connect your bank account through Stripe so you can get paid.',
      'Get verified: your profile goes live within 2 hours.',
    ],
    video: '/videos/create-profile.webm',
    poster: '/videos/create-profile.jpg',
    caption:
      'Animation showing the four steps to create a Blush profile: tell us about you, show your work, add your services and get verified in 2 hours.',
  },
  {
    title: 'How booking works',
    text: 'Every booking is protected by a Book Code. The client receives it when you accept and gives it to you at the appointment. Entering it completes the service and gets you paid.',
    steps: [
      'A client books you and you get the request by e-mail.',
      'You accept the request within 24 hours, or decline it or suggest another time.',
      'The client receives a 6-character Book Code.',
      'At the appointment, once the service is done, the client gives you their Book Code.',
      'You enter the code in Blush: the client is charged and your share is added to your next {{payoutDay}} payout.',
    ],
    video: '/videos/how-booking-works.webm',
    poster: '/videos/how-booking-works.jpg',
    caption:
      'Animation showing how a booking works: a client books you, you accept the request, they give you their Book Code, and you enter it to get paid weekly.',
  },
];

const artistFaq: LandingQuestion[] = [
  {
    question: 'How much does it cost to join Blush?',
    answer:
      'Nothing. Creating and keeping a profile is free. Blush only earns a commission when you complete a booking. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'What commission does Blush take?',
    answer:
      '{{commission}} of the service subtotal of each completed booking. The {{fee}} service fee that clients pay on top of your prices goes to Blush and does not reduce your earnings. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'Is there a launch offer for new artists?',
    answer:
      'Yes. The first {{promotionArtists}} artists verified from {{promotionStart}} pay 0% commission for their first {{promotionPeriod}}, counted from the day their profile is verified. After that, the usual {{commission}} commission applies.',
  },
  {
    question: 'How does Blush promote my profile?',
    answer:
      'Verified profiles appear in Blush search, where clients filter by category, price, rating and place of service, and your tagged portfolio photos show up in the matching categories. Profiles are also featured on our home page. A complete portfolio and good reviews help you stand out.',
  },
  {
    question: 'When and how do I get paid?',
    answer:
      'Every {{payoutDay}}, Blush pays out your share of the bookings you completed during the previous week, so you receive it within 7 days of the service. The money goes to the bank account you connected through Stripe. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'How do I connect my bank account?',
    answer:
      'It is the last step of your profile setup, and you can also find it under Banking info in your settings. You are taken to Stripe, our payment provider, to enter your details securely. Blush never sees your full account number.',
  },
  {
    question: 'How long does verification take?',
    answer:
      'Our team reviews new profiles and publishes them within 2 hours. Until then, you can see your profile, but it does not appear in search and clients cannot book you. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'What is the Book Code and when do I use it?',
    answer:
      'When you accept a request, your client receives a 6-character Book Code that only they can see. At the appointment, once the service is done, ask them for it and enter it in Blush. That completes the booking, charges the client and adds your share to your next payout. You can enter it from the start of the appointment. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'What happens if a client cancels?',
    answer:
      'If a client cancels at least {{cancelWindow}} before the appointment, it is free for them. If they cancel later, or after the start, they are charged {{lateCancelShare}} of the booking total and you receive your usual share of the service part of that charge. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'Can I decline a request or suggest another time?',
    answer:
      'Yes. For each request you can accept, decline or propose another date, and the client can turn your proposal into a new request in one click. Requests not answered within 24 hours are declined automatically, so reply as soon as you can.',
  },
  {
    question: 'What if I need to cancel a booking I already accepted?',
    answer:
      'You can decline it from your bookings and the client is told right away; it never costs them anything. Please cancel as early as possible: cancellations less than {{lateDeclineWindow}} before the appointment are recorded, and repeated late cancellations may lead to your profile being paused. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'What should I put in my portfolio?',
    answer:
      'At least 5 photos of your own work, each tagged with a category such as Bridal Makeup, Glam Makeup, Formal Styling or Blowout. You can upload PNG, JPEG or GIF files of up to 5 MB, 5 at a time. We remove location data from your photos automatically.',
  },
  {
    question: 'How do I set my prices?',
    answer:
      'Add each service with a name, a short description and a price in Canadian dollars. Your profile shows your lowest price as your starting price. Clients see your prices plus a {{fee}} service fee at checkout, and you can update your services at any time.',
  },
  {
    question: 'Can I travel to my clients?',
    answer:
      'Yes. In your location settings, choose whether clients come to your place, you travel to them anywhere in Toronto, or both. Clients only see the options you offer when they book.',
  },
  {
    question: 'How do reviews work?',
    answer:
      'After each completed booking, we invite the client by e-mail to review you with a rating from 1 to 5 and a comment. Only clients who completed a booking with you can review you, once per booking. If a review breaks our rules, you can report it. Still unsure? Ask us in the Help Center.',
  },
  {
    question: 'How do I change my phone number or bank account?',
    answer:
      'Once your bank account is connected, your mobile number is verified, and both can only be changed by our team for your security. Send us a request in the Help Center, choosing "change my phone number" or "change my bank account", and we will take care of it.',
  },
];

export const landingEn: LandingCopy = { page, whatIsBlush, features, explainers, artistFaq };
