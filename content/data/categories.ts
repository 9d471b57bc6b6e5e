import type { CategoryInput } from '../types';

/**
 * Catalogue categories. Segments (office, professional, industrial) describe who a device is for;
 * kinds describe what it is. A product may sit in one segment and one or more kinds.
 * `inSidebar` marks the seven listed on the home page.
 */
export const categories: CategoryInput[] = [
  {
    slug: 'office',
    group: 'segment',
    name: { ka: 'საოფისე ტექნიკა', en: 'Office equipment' },
    description: {
      ka: 'მრავალფუნქციური მოწყობილობები და პრინტერები ყოველდღიური საოფისე ბეჭდვისთვის, სკანირებისა და კოპირებისთვის.',
      en: 'Multifunction devices and printers for everyday office printing, scanning and copying.',
    },
    icon: 'office',
    image: {
      src: '/images/products/mfp-1.svg',
      alt: { ka: 'საოფისე მრავალფუნქციური მოწყობილობა', en: 'Office multifunction device' },
    },
    inSidebar: true,
  },
  {
    slug: 'professional',
    group: 'segment',
    name: { ka: 'პროფესიული ბეჭდვა', en: 'Professional printing' },
    description: {
      ka: 'მაღალი ხარისხის ფერადი ბეჭდვა სტამბებისთვის, სარეკლამო სააგენტოებისა და დიზაინ-სტუდიებისთვის.',
      en: 'High-quality colour printing for print shops, advertising agencies and design studios.',
    },
    icon: 'professional',
    image: {
      src: '/images/products/production-1.svg',
      alt: { ka: 'პროფესიული ფერადი პრინტერი', en: 'Professional colour printer' },
    },
    inSidebar: false,
  },
  {
    slug: 'industrial',
    group: 'segment',
    name: { ka: 'სამრეწველო ტექნიკა', en: 'Industrial equipment' },
    description: {
      ka: 'UV პრინტერები, საჭრელი სისტემები და ფართოფორმატიანი მოწყობილობები უწყვეტი წარმოებისთვის.',
      en: 'UV printers, cutting systems and wide-format devices for continuous production.',
    },
    icon: 'industrial',
    image: {
      src: '/images/products/uv-flatbed-1.svg',
      alt: { ka: 'სამრეწველო UV ბრტყელი პრინტერი', en: 'Industrial UV flatbed printer' },
    },
    inSidebar: false,
  },
  {
    slug: 'production',
    group: 'kind',
    name: { ka: 'საწარმოო პრინტერები', en: 'Production printers' },
    description: {
      ka: 'სწრაფი ციფრული საბეჭდი მანქანები დიდი ტირაჟებისთვის, ფინიშინგის მოდულებით.',
      en: 'Fast digital presses for long runs, with finishing modules.',
    },
    icon: 'production',
    image: {
      src: '/images/products/production-2.svg',
      alt: { ka: 'საწარმოო ციფრული საბეჭდი მანქანა', en: 'Digital production press' },
    },
    inSidebar: true,
  },
  {
    slug: 'wide-format',
    group: 'kind',
    name: { ka: 'ფართოფორმატიანი ბეჭდვა', en: 'Wide-format printing' },
    description: {
      ka: 'პლოტერები ნახაზებისთვის, პოსტერებისა და გარე რეკლამისთვის.',
      en: 'Plotters for drawings, posters and outdoor advertising.',
    },
    icon: 'wide-format',
    image: {
      src: '/images/products/wide-format-1.svg',
      alt: { ka: 'ფართოფორმატიანი პლოტერი', en: 'Wide-format plotter' },
    },
    inSidebar: true,
  },
  {
    slug: 'uv-printers',
    group: 'kind',
    name: { ka: 'UV პრინტერები', en: 'UV printers' },
    description: {
      ka: 'ბრტყელი UV პრინტერები ხეზე, მინაზე, პლასტმასსა და ლითონზე პირდაპირი ბეჭდვისთვის.',
      en: 'UV flatbed printers for printing directly on wood, glass, plastic and metal.',
    },
    icon: 'uv-printer',
    image: {
      src: '/images/products/uv-flatbed-2.svg',
      alt: { ka: 'UV ბრტყელი პრინტერი', en: 'UV flatbed printer' },
    },
    inSidebar: false,
  },
  {
    slug: 'cutting-systems',
    group: 'kind',
    name: { ka: 'საჭრელი სისტემები', en: 'Cutting systems' },
    description: {
      ka: 'ციფრული საჭრელი პლოტერები მუყაოსთვის, ფირისა და შეფუთვის ნიმუშებისთვის.',
      en: 'Digital cutting tables for board, film and packaging samples.',
    },
    icon: 'cutter',
    image: {
      src: '/images/products/cutter-1.svg',
      alt: { ka: 'ციფრული საჭრელი სისტემა', en: 'Digital cutting system' },
    },
    inSidebar: false,
  },
  {
    slug: 'guillotine',
    group: 'kind',
    name: { ka: 'გილიოტინები', en: 'Guillotines' },
    description: {
      ka: 'ქაღალდის საჭრელი გილიოტინები ზუსტი და სწრაფი დასტის ჭრისთვის.',
      en: 'Paper guillotines for precise, fast stack cutting.',
    },
    icon: 'guillotine',
    image: {
      src: '/images/products/guillotine-1.svg',
      alt: { ka: 'ქაღალდის საჭრელი გილიოტინა', en: 'Paper guillotine' },
    },
    inSidebar: true,
  },
  {
    slug: 'shredder',
    group: 'kind',
    name: { ka: 'საქაღალდე საჭრელები (შრედერები)', en: 'Shredders' },
    description: {
      ka: 'დოკუმენტების უსაფრთხო განადგურება ოფისისა და არქივისთვის.',
      en: 'Secure document destruction for offices and archives.',
    },
    icon: 'shredder',
    image: {
      src: '/images/products/shredder-1.svg',
      alt: { ka: 'დოკუმენტების შრედერი', en: 'Document shredder' },
    },
    inSidebar: true,
  },
  {
    slug: 'laminator',
    group: 'kind',
    name: { ka: 'ლამინატორები', en: 'Laminators' },
    description: {
      ka: 'ცხელი და ცივი ლამინირება დოკუმენტების, პოსტერებისა და ბარათებისთვის.',
      en: 'Hot and cold lamination for documents, posters and cards.',
    },
    icon: 'laminator',
    image: {
      src: '/images/products/laminator-1.svg',
      alt: { ka: 'ლამინატორი', en: 'Laminator' },
    },
    inSidebar: true,
  },
  {
    slug: 'accessories',
    group: 'kind',
    name: { ka: 'აქსესუარები', en: 'Accessories' },
    description: {
      ka: 'ფინიშერები, ქაღალდის უჯრები, კაბინეტები და სხვა დამატებითი მოდულები.',
      en: 'Finishers, paper trays, cabinets and other add-on modules.',
    },
    icon: 'accessories',
    image: {
      src: '/images/products/accessory-1.svg',
      alt: { ka: 'პრინტერის დამატებითი მოდული', en: 'Printer add-on module' },
    },
    inSidebar: false,
  },
  {
    slug: 'supplies',
    group: 'kind',
    name: { ka: 'სახარჯი მასალები', en: 'Supplies' },
    description: {
      ka: 'ორიგინალი ტონერები, მელანი, დრამები და ქაღალდი თქვენი ტექნიკისთვის.',
      en: 'Genuine toners, inks, drums and paper for your equipment.',
    },
    icon: 'supplies',
    image: {
      src: '/images/products/supplies-1.svg',
      alt: { ka: 'ტონერის კარტრიჯები', en: 'Toner cartridges' },
    },
    inSidebar: true,
  },
];
