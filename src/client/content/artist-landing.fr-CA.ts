// La page d’accueil des artistes (/fr/artist) en français canadien : les mêmes sections, dans le
// même ordre, que artist-landing.ts. Plain data: no React.
import type { LandingCopy } from './artist-landing.ts';

const stillUnsure = 'Un doute? Posez-nous la question dans le Centre d’aide.';

export const landingFr: LandingCopy = {
  page: {
    title: 'Devenez artiste partenaire',
    lead: 'Faites-vous réserver par de nouvelles clientes partout à Toronto, récoltez des avis et soyez payée chaque semaine.',
    start: 'Commencer',
    featuresLabel: 'Ce que Blush vous offre',
    ctaTitle: 'Prête à agrandir votre clientèle?',
    ctaText: 'Créez votre profil aujourd’hui; nous le vérifions dans les 2 heures.',
    faqTitle: 'Questions des artistes',
    somethingElse: 'Autre chose?',
    askHelp: 'Posez-nous la question dans le Centre d’aide',
  },
  whatIsBlush: {
    title: 'Qu’est-ce que Blush?',
    paragraphs: [
      'Blush est la place de marché torontoise où l’on réserve en ligne des artistes maquilleuses et coiffeuses vérifiées. Les clientes parcourent les portfolios et les avis, choisissent vos services et vous envoient une demande de réservation en quelques touches.',
      'Vous restez votre propre patronne : vous fixez vos services, vos prix et vos disponibilités, et vous choisissez si les clientes viennent chez vous ou si vous vous déplacez chez elles. Blush s’occupe de la réservation, du paiement par carte et d’un versement hebdomadaire dans votre compte bancaire.',
      'L’inscription est gratuite. Blush prend une commission de {{commission}} seulement sur les réservations que vous terminez, et les {{promotionArtists}} premières artistes vérifiées à partir du {{promotionStart}} ne paient aucune commission pendant {{promotionPeriod}}.',
    ],
  },
  features: [
    {
      title: 'Réservation en ligne',
      text: 'Les clientes vous réservent jour et nuit selon vos services et vos disponibilités. Chaque demande vous arrive par courriel, et vous décidez de l’accepter, de la refuser ou de proposer une autre heure.',
      icon: 'calendar',
    },
    {
      title: 'Des avis',
      text: 'Après chaque réservation terminée, nous invitons votre cliente à laisser un avis. Seules de vraies clientes peuvent vous évaluer : chaque étoile de votre profil, vous l’avez méritée.',
      icon: 'star',
    },
    {
      title: 'De la visibilité',
      text: 'Vos photos de portfolio paraissent dans la recherche de Blush par catégorie, et des profils sont mis en vedette sur notre page d’accueil. Nous vous amenons la clientèle de Toronto, sans frais au départ.',
      icon: 'megaphone',
    },
    {
      title: 'Paiements sûrs et rapides',
      text: 'Les clientes paient par carte, par Stripe, une fois le service terminé : fini de courir après les paiements ou de manipuler de l’argent comptant. Vos revenus sont versés dans votre compte bancaire chaque {{payoutDay}}.',
      icon: 'shield',
    },
    {
      title: 'Un profil professionnel',
      text: 'Mettez en valeur vos plus beaux travaux avec un portfolio, vos services et vos prix, vos catégories et votre Instagram, le tout dans un seul lien à partager partout.',
      icon: 'user',
    },
    {
      title: 'Contact direct',
      text: 'Une fois la réservation acceptée, votre cliente et vous pouvez vous joindre par texto ou WhatsApp d’une seule touche pour régler les détails.',
      icon: 'message',
    },
  ],
  explainers: [
    {
      title: 'Créez votre profil en quelques minutes',
      text: 'Une courte configuration guidée vous fait remplir tout ce que les clientes veulent voir. Notre équipe examine chaque nouveau profil et le publie dans les 2 heures.',
      steps: [
        'Parlez-nous de vous : votre nom, votre photo, votre profession et une courte biographie.',
        'Montrez votre travail : téléversez au moins 5 photos de portfolio et classez chacune.',
        'Ajoutez vos services avec une courte description et un prix en dollars canadiens.',
        'Choisissez vos catégories, vos disponibilités et l’endroit où vous travaillez.',
        'Reliez votre compte bancaire par Stripe pour être payée.',
        'Faites-vous vérifier : votre profil est en ligne dans les 2 heures.',
      ],
      video: '/videos/create-profile.webm',
      poster: '/videos/create-profile.jpg',
      caption:
        'Animation montrant les quatre étapes pour créer un profil Blush : parlez-nous de vous, montrez votre travail, ajoutez vos services et faites-vous vérifier en 2 heures.',
    },
    {
      title: 'Comment fonctionne une réservation',
      text: 'Chaque réservation est protégée par un code de réservation. La cliente le reçoit quand vous acceptez et vous le donne au rendez-vous. En l’entrant, vous terminez le service et vous êtes payée.',
      steps: [
        'Une cliente vous réserve et vous recevez la demande par courriel.',
        'Vous acceptez la demande dans les 24 heures, ou vous la refusez ou proposez une autre heure.',
        'La cliente reçoit un code de réservation de 6 caractères.',
        'Au rendez-vous, une fois le service terminé, la cliente vous donne son code de réservation.',
        'Vous entrez le code dans Blush : la cliente est débitée et votre part s’ajoute à votre prochain versement du {{payoutDay}}.',
      ],
      video: '/videos/how-booking-works.webm',
      poster: '/videos/how-booking-works.jpg',
      caption:
        'Animation montrant le déroulement d’une réservation : une cliente vous réserve, vous acceptez la demande, elle vous donne son code de réservation, et vous l’entrez pour être payée chaque semaine.',
    },
  ],
  artistFaq: [
    {
      question: 'Combien coûte l’inscription à Blush?',
      answer: `Rien. Créer et garder un profil est gratuit. Blush touche une commission seulement quand vous terminez une réservation. ${stillUnsure}`,
    },
    {
      question: 'Quelle commission Blush prend-il?',
      answer: `{{commission}} du sous-total des services de chaque réservation terminée. Les frais de service de {{fee}} que les clientes paient en plus de vos prix vont à Blush et ne réduisent pas vos revenus. ${stillUnsure}`,
    },
    {
      question: 'Y a-t-il une offre de lancement pour les nouvelles artistes?',
      answer:
        'Oui. Les {{promotionArtists}} premières artistes vérifiées à partir du {{promotionStart}} paient 0 % de commission pendant {{promotionPeriod}}, à compter du jour où leur profil est vérifié. Ensuite, la commission habituelle de {{commission}} s’applique.',
    },
    {
      question: 'Comment Blush fait-il connaître mon profil?',
      answer:
        'Les profils vérifiés paraissent dans la recherche de Blush, où les clientes filtrent par catégorie, prix, note et lieu du service, et vos photos de portfolio classées paraissent dans les catégories correspondantes. Des profils sont aussi mis en vedette sur notre page d’accueil. Un portfolio complet et de bons avis vous aident à vous démarquer.',
    },
    {
      question: 'Quand et comment suis-je payée?',
      answer: `Chaque {{payoutDay}}, Blush vous verse votre part des réservations terminées la semaine précédente : vous la recevez donc dans les 7 jours suivant le service. L’argent va dans le compte bancaire que vous avez relié par Stripe. ${stillUnsure}`,
    },
    {
      question: 'Comment relier mon compte bancaire?',
      answer:
        'C’est la dernière étape de la création de votre profil, et vous la trouvez aussi sous Renseignements bancaires dans vos paramètres. Vous êtes dirigée vers Stripe, notre fournisseur de paiement, pour entrer vos renseignements en toute sécurité. Blush ne voit jamais votre numéro de compte complet.',
    },
    {
      question: 'Combien de temps prend la vérification?',
      answer: `Notre équipe examine les nouveaux profils et les publie dans les 2 heures. D’ici là, vous voyez votre profil, mais il ne paraît pas dans la recherche et les clientes ne peuvent pas vous réserver. ${stillUnsure}`,
    },
    {
      question: 'Qu’est-ce que le code de réservation et quand l’utiliser?',
      answer: `Quand vous acceptez une demande, votre cliente reçoit un code de réservation de 6 caractères qu’elle seule peut voir. Au rendez-vous, une fois le service terminé, demandez-le-lui et entrez-le dans Blush. La réservation est alors terminée, la cliente est débitée et votre part s’ajoute à votre prochain versement. Vous pouvez l’entrer dès le début du rendez-vous. ${stillUnsure}`,
    },
    {
      question: 'Que se passe-t-il si une cliente annule?',
      answer: `Si une cliente annule au moins {{cancelWindow}} avant le rendez-vous, c’est gratuit pour elle. Si elle annule plus tard, ou après le début, elle est débitée de {{lateCancelShare}} du total de la réservation et vous recevez votre part habituelle de la portion « services » de ce débit. ${stillUnsure}`,
    },
    {
      question: 'Puis-je refuser une demande ou proposer une autre heure?',
      answer:
        'Oui. Pour chaque demande, vous pouvez accepter, refuser ou proposer une autre date, et la cliente peut transformer votre proposition en nouvelle demande d’un seul clic. Les demandes sans réponse dans les 24 heures sont refusées automatiquement : répondez dès que vous le pouvez.',
    },
    {
      question: 'Et si je dois annuler une réservation déjà acceptée?',
      answer: `Vous pouvez la refuser depuis vos réservations, et la cliente en est avisée tout de suite; cela ne lui coûte jamais rien. Annulez le plus tôt possible : les annulations à moins de {{lateDeclineWindow}} du rendez-vous sont notées, et des annulations tardives répétées peuvent mener à la suspension de votre profil. ${stillUnsure}`,
    },
    {
      question: 'Que mettre dans mon portfolio?',
      answer:
        'Au moins 5 photos de votre propre travail, chacune classée dans une catégorie comme Bridal Makeup, Glam Makeup, Formal Styling ou Blowout. Vous pouvez téléverser des fichiers PNG, JPEG ou GIF d’au plus 5 Mo, 5 à la fois. Nous retirons automatiquement les données de localisation de vos photos.',
    },
    {
      question: 'Comment fixer mes prix?',
      answer:
        'Ajoutez chaque service avec un nom, une courte description et un prix en dollars canadiens. Votre profil affiche votre prix le plus bas comme prix de départ. À la commande, les clientes voient vos prix plus des frais de service de {{fee}}, et vous pouvez modifier vos services en tout temps.',
    },
    {
      question: 'Puis-je me déplacer chez mes clientes?',
      answer:
        'Oui. Dans les paramètres de votre lieu de travail, choisissez si les clientes viennent chez vous, si vous vous déplacez chez elles partout à Toronto, ou les deux. Les clientes voient seulement les options que vous offrez au moment de réserver.',
    },
    {
      question: 'Comment fonctionnent les avis?',
      answer: `Après chaque réservation terminée, nous invitons la cliente par courriel à vous évaluer avec une note de 1 à 5 et un commentaire. Seules les clientes qui ont terminé une réservation avec vous peuvent le faire, une fois par réservation. Si un avis enfreint nos règles, vous pouvez le signaler. ${stillUnsure}`,
    },
    {
      question: 'Comment changer mon numéro de téléphone ou mon compte bancaire?',
      answer:
        'Une fois votre compte bancaire relié, votre numéro de cellulaire est vérifié, et pour votre sécurité, seule notre équipe peut modifier l’un ou l’autre. Envoyez-nous une demande dans le Centre d’aide en choisissant « changer mon numéro de téléphone » ou « changer mon compte bancaire », et nous nous en occupons.',
    },
  ],
};
