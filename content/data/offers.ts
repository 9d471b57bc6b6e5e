import type { OfferInput } from '../types';

/**
 * Special offers, grouped on the offers page by `category`. Prices are in euro; the site computes a
 * bundle's savings from `originalPrice` and `bundlePrice`. `validUntil` is the last day an offer is
 * shown (omit it for open-ended offers). `products` lists ids from products.ts; `includes` and
 * `features` must have the same number of items in both languages.
 */
export const offers: OfferInput[] = [
  // ─── Promotions ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'spring-sale',
    type: 'promotion',
    category: 'promotions',
    title: { ka: 'გაზაფხულის ფასდაკლება საოფისე ტექნიკაზე', en: 'Spring sale on office equipment' },
    subtitle: {
      ka: '25% ფასდაკლება შერჩეულ მრავალფუნქციურ მოწყობილობებსა და პრინტერებზე',
      en: '25% off selected multifunction devices and printers',
    },
    description: {
      ka: 'განაახლეთ საოფისე ტექნიკა გაზაფხულზე: შერჩეული მოდელები 25%-ით იაფადაა. ყოველ მოწყობილობას თბილისში მიწოდება, დაყენება და ოფიციალური გარანტია მოჰყვება.',
      en: 'Refresh your office equipment this spring: selected models are 25% off. Every device comes with delivery and installation in Tbilisi and an official warranty.',
    },
    badge: { ka: 'გაზაფხულის ფასდაკლება', en: 'Spring sale' },
    discountPercent: 25,
    validUntil: '2027-05-31',
    season: { ka: 'გაზაფხული', en: 'Spring' },
    image: {
      src: '/images/products/mfp-1.svg',
      alt: {
        ka: 'საოფისე მრავალფუნქციური მოწყობილობა გაზაფხულის ფასდაკლებით',
        en: 'Office multifunction device on spring sale',
      },
    },
    includes: {
      ka: [
        'მიწოდება და დაყენება თბილისში',
        'ქსელში ჩართვა და დრაივერების დაყენება',
        'ოფიციალური გარანტია',
      ],
      en: [
        'Delivery and installation in Tbilisi',
        'Network setup and driver installation',
        'Official warranty',
      ],
    },
    features: {
      ka: [
        '25% ფასდაკლება შერჩეულ მოდელებზე',
        'ფერადი და შავ-თეთრი მოწყობილობები',
        'კონსულტაცია შესაფერისი მოდელის შერჩევაზე',
      ],
      en: [
        '25% off selected models',
        'Colour and mono devices',
        'Advice on choosing the right model',
      ],
    },
    products: [
      'mono-mfp-m3030',
      'colour-mfp-c4045',
      'mono-mfp-m4030',
      'mono-printer-p4045',
      'shredder-s260',
    ],
    cta: {
      label: { ka: 'შეთავაზების ნახვა', en: 'View the offer' },
      href: '/catalog?sale=spring-sale',
    },
  },
  {
    id: 'print-shop-promotion',
    type: 'promotion',
    category: 'promotions',
    title: { ka: 'აქცია სტამბებისთვის', en: 'Print shop promotion' },
    subtitle: {
      ka: '30% ფასდაკლება პროფესიულ და საწარმოო საბეჭდ ტექნიკაზე',
      en: '30% off professional and production printing equipment',
    },
    description: {
      ka: 'გააფართოვეთ სტამბის შესაძლებლობები: შერჩეული ციფრული საბეჭდი მანქანები და პროფესიული პრინტერები 30%-ით იაფადაა. ფასში შედის დამონტაჟება, ფერის კალიბრაცია და ოპერატორების საწყისი სწავლება.',
      en: 'Expand what your print shop can do: selected digital presses and professional printers are 30% off. Installation, colour calibration and initial operator training are included.',
    },
    badge: { ka: 'სტამბებისთვის', en: 'For print shops' },
    discountPercent: 30,
    validUntil: '2027-06-15',
    image: {
      src: '/images/products/production-1.svg',
      alt: {
        ka: 'ციფრული საწარმოო საბეჭდი მანქანა სტამბისთვის',
        en: 'Digital production press for a print shop',
      },
    },
    includes: {
      ka: [
        'დამონტაჟება და ფერის კალიბრაცია',
        'ოპერატორების საწყისი სწავლება',
        'პირველი გეგმიური მომსახურება უფასოდ',
      ],
      en: [
        'Installation and colour calibration',
        'Initial operator training',
        'First scheduled maintenance visit free of charge',
      ],
    },
    features: {
      ka: [
        '30% ფასდაკლება შერჩეულ მოდელებზე',
        '45 და 80 გვ/წთ სიჩქარის მოდელები',
        'ფინიშინგის მოდულებთან თავსებადობა',
      ],
      en: [
        '30% off selected models',
        'Models at 45 and 80 ppm',
        'Compatible with finishing modules',
      ],
    },
    products: [
      'production-press-45c',
      'production-press-80m',
      'pro-colour-mfp-pc5045',
      'pro-colour-printer-pp5045',
    ],
    cta: {
      label: { ka: 'აქციის მოდელები', en: 'See promotion models' },
      href: '/catalog?sale=print-shop-promotion',
    },
  },

  // ─── Discounts ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'bulk-discount',
    type: 'discount',
    category: 'discounts',
    title: { ka: 'ფასდაკლება საბითუმო შეკვეთაზე', en: 'Bulk order discount' },
    subtitle: {
      ka: '15% ფასდაკლება ხუთი ან მეტი მოწყობილობის შეძენისას',
      en: '15% off when you buy five or more devices',
    },
    description: {
      ka: 'ახალ ოფისს აღჭურავთ ან ფილიალების ტექნიკას ერთიანად ანახლებთ? ხუთი ან მეტი საოფისე მოწყობილობის შეკვეთისას გთავაზობთ 15% ფასდაკლებას, ერთიან მიწოდებასა და დაყენებას.',
      en: 'Equipping a new office or renewing devices across your branches? Order five or more office devices and get 15% off, with delivery and installation handled in one go.',
    },
    badge: { ka: 'საბითუმო ფასი', en: 'Bulk pricing' },
    discountPercent: 15,
    minQuantity: 5,
    image: {
      src: '/images/products/mfp-2.svg',
      alt: {
        ka: 'მრავალფუნქციური მოწყობილობა გახსნილი ქაღალდის უჯრით',
        en: 'Multifunction device with its paper tray open',
      },
    },
    includes: {
      ka: [
        'მიწოდება და დაყენება ყველა მისამართზე',
        'ბეჭდვის ცენტრალიზებული მართვის გამართვა',
        'ერთიანი მომსახურების ხელშეკრულება',
      ],
      en: [
        'Delivery and installation at every site',
        'Set-up of centralised print management',
        'A single service contract for all devices',
      ],
    },
    features: {
      ka: [
        'მინიმალური შეკვეთა — 5 მოწყობილობა',
        'სხვადასხვა მოდელის კომბინირება ერთ შეკვეთაში',
        'პერსონალური მენეჯერი',
      ],
      en: [
        'Minimum order: 5 devices',
        'Mix different models in one order',
        'A dedicated account manager',
      ],
    },
    products: [
      'colour-mfp-c3045',
      'mono-mfp-m3045',
      'mono-mfp-m4030',
      'mono-printer-p4030',
      'colour-printer-cp4030',
    ],
    cta: {
      label: { ka: 'მოითხოვეთ შეთავაზება', en: 'Request a quote' },
      href: '/contacts?type=bulk-order',
    },
  },
  {
    id: 'educational-discount',
    type: 'discount',
    category: 'discounts',
    title: {
      ka: 'ფასდაკლება საგანმანათლებლო დაწესებულებებისთვის',
      en: 'Education discount',
    },
    subtitle: {
      ka: '20% ფასდაკლება სკოლებისთვის, კოლეჯებისა და უნივერსიტეტებისთვის',
      en: '20% off for schools, colleges and universities',
    },
    description: {
      ka: 'აკრედიტებული სკოლები, კოლეჯები და უნივერსიტეტები, მათი სტუდენტები და თანამშრომლები შერჩეულ საოფისე ტექნიკას 20% ფასდაკლებით იძენენ. იდეალურია საკლასო ოთახების, ბიბლიოთეკებისა და კათედრებისთვის.',
      en: 'Accredited schools, colleges and universities, their students and staff get 20% off selected office equipment. Ideal for classrooms, libraries and faculty offices.',
    },
    badge: { ka: 'განათლებისთვის', en: 'For education' },
    discountPercent: 20,
    requirements: {
      ka: 'წარმოადგინეთ აკრედიტებული სკოლის, კოლეჯის ან უნივერსიტეტის მოქმედი სტუდენტური ან თანამშრომლის მოწმობა. ფასდაკლება ძალაში შედის მოწმობის გადამოწმების შემდეგ.',
      en: 'Present a valid student or staff ID from an accredited school, college or university. The discount applies once the ID has been verified.',
    },
    image: {
      src: '/images/products/printer-1.svg',
      alt: {
        ka: 'საოფისე პრინტერი სასწავლო დაწესებულებისთვის',
        en: 'Office printer for a school or university',
      },
    },
    includes: {
      ka: ['მიწოდება და დაყენება სასწავლო დაწესებულებაში', 'პერსონალის მოკლე ინსტრუქტაჟი'],
      en: ['Delivery and installation on campus', 'A short briefing for staff'],
    },
    features: {
      ka: [
        '20% ფასდაკლება შერჩეულ მოდელებზე',
        'ვრცელდება სტუდენტებსა და თანამშრომლებზე',
        'მოწმობის სწრაფი გადამოწმება',
      ],
      en: ['20% off selected models', 'Open to students and staff', 'Quick ID verification'],
    },
    products: [
      'mono-mfp-m3030',
      'colour-mfp-c3030',
      'mono-printer-p3030',
      'laminator-l330',
      'guillotine-g330',
    ],
    cta: {
      label: { ka: 'განაცხადის გაგზავნა', en: 'Apply now' },
      href: '/contacts?type=educational-discount',
    },
  },

  // ─── Seasonal ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'summer-kit',
    type: 'seasonal',
    category: 'seasonal',
    title: { ka: 'ზაფხულის სახარჯი ნაკრები', en: 'Summer supplies kit' },
    subtitle: {
      ka: 'ტონერი, დრამი და ქაღალდი ერთ ნაკრებად — 10% ფასდაკლებით',
      en: 'Toner, drum and paper in one kit, 10% off',
    },
    description: {
      ka: 'მოემზადეთ შემოდგომის დატვირთული სეზონისთვის წინასწარ: ორიგინალი ტონერი, დრამის ბლოკი და ქაღალდი ნაკრებად 10%-ით იაფი ჯდება. შეკვეთას თბილისში ერთ სამუშაო დღეში მოგაწვდით.',
      en: 'Stock up before the busy autumn season: genuine toner, a drum unit and paper cost 10% less as a kit. We deliver within one working day in Tbilisi.',
    },
    badge: { ka: 'ზაფხულის ნაკრები', en: 'Summer kit' },
    discountPercent: 10,
    validUntil: '2027-08-31',
    season: { ka: 'ზაფხული', en: 'Summer' },
    image: {
      src: '/images/products/supplies-1.svg',
      alt: { ka: 'ორიგინალი ტონერის კარტრიჯები', en: 'Genuine toner cartridges' },
    },
    includes: {
      ka: ['ორიგინალი ტონერების ნაკრები', 'დრამის ბლოკი', 'ცარციანი ქაღალდი SRA3, 300 გ/მ²'],
      en: ['A genuine toner set', 'A drum unit', 'Coated paper SRA3, 300 gsm'],
    },
    features: {
      ka: [
        'ნაკრები იკრიბება თქვენი მოწყობილობის მოდელის მიხედვით',
        '10%-ით იაფი, ვიდრე ცალ-ცალკე შეძენა',
        'მიწოდება თბილისში ერთ სამუშაო დღეში',
      ],
      en: [
        'Put together for your device model',
        '10% less than buying items separately',
        'Delivery in Tbilisi within one working day',
      ],
    },
    products: ['toner-set-t30c', 'drum-unit-d30', 'coated-paper-sra3-300'],
    cta: {
      label: { ka: 'ნაკრების ნახვა', en: 'View the kit' },
      href: '/catalog?sale=summer-kit',
    },
  },
  {
    id: 'winter-solutions',
    type: 'seasonal',
    category: 'seasonal',
    title: { ka: 'ზამთრის გადაწყვეტები ოფისისთვის', en: 'Winter solutions for the office' },
    subtitle: {
      ka: 'განაახლეთ ოფისი წლის ბოლოს — 15% ფასდაკლებით',
      en: 'Refresh your office at year end, 15% off',
    },
    description: {
      ka: 'წლის დასასრული საუკეთესო დროა ოფისის განახლებისთვის: პრინტერები, შრედერები და ლამინატორები 15% ფასდაკლებით. შეიძინეთ ტექნიკა მიმდინარე წლის ბიუჯეტით და ახალი წელი სრულად აღჭურვილ ოფისში შეხვდით.',
      en: "Year end is the perfect time to refresh the office: printers, shredders and laminators are 15% off. Use this year's budget and start the new year fully equipped.",
    },
    badge: { ka: 'ზამთრის აქცია', en: 'Winter offer' },
    discountPercent: 15,
    validUntil: '2027-12-31',
    season: { ka: 'ზამთარი', en: 'Winter' },
    image: {
      src: '/images/products/shredder-1.svg',
      alt: { ka: 'საოფისე დოკუმენტების შრედერი', en: 'Office document shredder' },
    },
    includes: {
      ka: [
        'მიწოდება და დაყენება თბილისში',
        'ოფიციალური გარანტია',
        'ანგარიშ-ფაქტურა წლიური ბიუჯეტის დახურვამდე',
      ],
      en: [
        'Delivery and installation in Tbilisi',
        'Official warranty',
        'Invoicing in time for year-end accounts',
      ],
    },
    features: {
      ka: [
        '15% ფასდაკლება შერჩეულ მოდელებზე',
        'შრედერები არქივის დასალაგებლად',
        'ლამინატორები სერტიფიკატებისა და ბარათებისთვის',
      ],
      en: [
        '15% off selected models',
        'Shredders for clearing out archives',
        'Laminators for certificates and cards',
      ],
    },
    products: [
      'colour-mfp-c4030',
      'mono-printer-p4030',
      'shredder-s120',
      'shredder-s260',
      'laminator-l330',
    ],
    cta: {
      label: { ka: 'ზამთრის შეთავაზებები', en: 'See winter offers' },
      href: '/catalog?sale=winter-solutions',
    },
  },

  // ─── Bundles ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'complete-bundle',
    type: 'bundle',
    category: 'bundles',
    title: { ka: 'სტამბის სრული ნაკრები', en: 'Complete print shop bundle' },
    subtitle: {
      ka: 'ყველაფერი, რაც მცირე სტამბის გასახსნელად გჭირდებათ',
      en: 'Everything you need to open a small print shop',
    },
    description: {
      ka: 'ციფრული საბეჭდი მანქანა, ელექტრო გილიოტინა და რულონური ლამინატორი ერთ ნაკრებში — დამონტაჟებით, სწავლებითა და ერთწლიანი მომსახურებით. ნაკრები გაცილებით იაფი ჯდება, ვიდრე თითოეული ნივთის ცალკე შეძენა.',
      en: 'A digital production press, an electric guillotine and a roll laminator in one package, with installation, training and a year of service. The bundle costs far less than buying each item separately.',
    },
    badge: { ka: 'სრული ნაკრები', en: 'Complete bundle' },
    originalPrice: 15000,
    bundlePrice: 12500,
    image: {
      src: '/images/products/production-2.svg',
      alt: {
        ka: 'ციფრული საწარმოო საბეჭდი მანქანა ქაღალდის მიწოდების მოდულით',
        en: 'Digital production press with paper feed module',
      },
    },
    includes: {
      ka: [
        'ფერადი საწარმოო საბეჭდი მანქანა X45C',
        'ელექტრო გილიოტინა G480',
        'რულონური ლამინატორი L650',
        'დამონტაჟება და ოპერატორების სწავლება',
        'ერთწლიანი ტექნიკური მომსახურება',
      ],
      en: [
        'Colour Production Press X45C',
        'Electric Guillotine G480',
        'Roll Laminator L650',
        'Installation and operator training',
        'One year of technical service',
      ],
    },
    features: {
      ka: [
        'მზა გადაწყვეტა ახალი სტამბისთვის',
        'ერთი მომწოდებელი და ერთი სერვისის ხელშეკრულება',
        'სამუშაო სივრცის დაგეგმვის კონსულტაცია',
      ],
      en: [
        'A ready-made setup for a new print shop',
        'One supplier and one service contract',
        'Advice on planning the workspace',
      ],
    },
    products: ['production-press-45c', 'guillotine-g480', 'laminator-l650'],
    cta: {
      label: { ka: 'ნაკრების შეკვეთა', en: 'Order the bundle' },
      href: '/contacts?type=complete-bundle',
    },
  },
  {
    id: 'starter-bundle',
    type: 'bundle',
    category: 'bundles',
    title: { ka: 'საწყისი საოფისე ნაკრები', en: 'Office starter bundle' },
    subtitle: {
      ka: 'ახალი ოფისისთვის საჭირო ტექნიკა ერთ ფასად',
      en: 'Everything a new office needs, at one price',
    },
    description: {
      ka: 'ფერადი მრავალფუნქციური მოწყობილობა, შრედერი და ტონერების საწყისი ნაკრები — დაყენებითა და ქსელში ჩართვით. იდეალური არჩევანია მცირე ოფისისა და ახალი ბიზნესისთვის.',
      en: 'A colour multifunction device, a shredder and a starter toner set, installed and connected to your network. The ideal choice for a small office or a new business.',
    },
    badge: { ka: 'საწყისი ნაკრები', en: 'Starter bundle' },
    originalPrice: 3500,
    bundlePrice: 2700,
    image: {
      src: '/images/products/mfp-3.svg',
      alt: {
        ka: 'მრავალფუნქციური მოწყობილობის სენსორული მართვის პანელი',
        en: 'Touchscreen control panel of a multifunction device',
      },
    },
    includes: {
      ka: [
        'ფერადი მრავალფუნქციური C3030',
        'შრედერი S120',
        'ფერადი ტონერების ნაკრები T30C',
        'მიწოდება, დაყენება და ქსელში ჩართვა',
      ],
      en: [
        'Colour MFP C3030',
        'Shredder S120',
        'Colour Toner Set T30C',
        'Delivery, installation and network setup',
      ],
    },
    features: {
      ka: [
        'ბეჭდვა, კოპირება და სკანირება ერთ მოწყობილობაში',
        'დოკუმენტების უსაფრთხო განადგურება',
        'მუშაობის დაწყება მიწოდების დღესვე',
      ],
      en: [
        'Print, copy and scan in one device',
        'Secure document destruction',
        'Up and running on delivery day',
      ],
    },
    products: ['colour-mfp-c3030', 'shredder-s120', 'toner-set-t30c'],
    cta: {
      label: { ka: 'ნაკრების შეკვეთა', en: 'Order the bundle' },
      href: '/contacts?type=starter-bundle',
    },
  },
];
