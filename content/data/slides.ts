import type { HeroSlideInput } from '../types';

/**
 * Home page hero carousel, shown in this order. Each slide links to a catalogue segment or to the
 * services page; `href` is written without the language prefix.
 */
export const heroSlides: HeroSlideInput[] = [
  {
    id: 'office',
    type: 'content',
    image: {
      src: '/images/hero/office.svg',
      alt: {
        ka: 'ოფისი სამუშაო მაგიდით, მონიტორითა და მრავალფუნქციური ასლგადამღები მოწყობილობით',
        en: 'Office with a desk, a monitor and a multifunction copier',
      },
    },
    content: {
      title: { ka: 'ტექნიკა თანამედროვე ოფისისთვის', en: 'Equipment for the modern office' },
      subtitle: {
        ka: 'მრავალფუნქციური მოწყობილობები და პრინტერები სწრაფი ბეჭდვისთვის, სკანირებისა და კოპირებისთვის.',
        en: 'Multifunction devices and printers that make everyday printing, scanning and copying effortless.',
      },
      cta: {
        label: { ka: 'საოფისე ტექნიკის ნახვა', en: 'Browse office equipment' },
        href: '/catalog/office',
      },
    },
  },
  {
    id: 'professional',
    type: 'content',
    image: {
      src: '/images/hero/professional.svg',
      alt: {
        ka: 'სტამბა საწარმოო საბეჭდი მანქანით, ფინიშერითა და დაბეჭდილი პროდუქციის დასტებით',
        en: 'Print shop with a production press, a finisher and stacks of printed work',
      },
    },
    content: {
      title: { ka: 'პროფესიული ბეჭდვა სტამბებისთვის', en: 'Professional printing for print shops' },
      subtitle: {
        ka: 'ციფრული საბეჭდი მანქანები დიდი ტირაჟებისთვის — სტაბილური ფერი და ხარისხი ყოველ ფურცელზე.',
        en: 'Digital presses for long runs, with consistent colour and quality on every sheet.',
      },
      cta: {
        label: { ka: 'პროფესიული ტექნიკის ნახვა', en: 'Explore professional printing' },
        href: '/catalog/professional',
      },
    },
  },
  {
    id: 'industrial',
    type: 'content',
    image: {
      src: '/images/hero/industrial.svg',
      alt: {
        ka: 'საწარმოო სივრცე UV ბრტყელი პრინტერითა და ციფრული საჭრელი მაგიდით',
        en: 'Production floor with a UV flatbed printer and a digital cutting table',
      },
    },
    content: {
      title: { ka: 'სამრეწველო ბეჭდვა და ჭრა', en: 'Industrial printing and cutting' },
      subtitle: {
        ka: 'დაბეჭდეთ პირდაპირ ხეზე, მინაზე, პლასტმასსა და ლითონზე და ზუსტად გამოჭერით ნებისმიერი ფორმა.',
        en: 'Print directly on wood, glass, plastic and metal, and cut any shape with precision.',
      },
      cta: {
        label: { ka: 'სამრეწველო ტექნიკის ნახვა', en: 'See industrial equipment' },
        href: '/catalog/industrial',
      },
    },
  },
  {
    id: 'support',
    type: 'service',
    image: {
      src: '/images/hero/support.svg',
      alt: {
        ka: 'ტექნიკოსი ყურსასმენითა და ქანჩის გასაღებით გახსნილ პრინტერთან',
        en: 'Technician with a headset and a wrench next to an opened printer',
      },
    },
    content: {
      title: { ka: 'სერვისი, რომელსაც ენდობით', en: 'Service you can rely on' },
      subtitle: {
        ka: 'სერტიფიცირებული ინჟინრები, ორიგინალი ნაწილები და სწრაფი გამოძახება მთელ თბილისში.',
        en: 'Certified engineers, genuine parts and fast call-outs across Tbilisi.',
      },
      cta: {
        label: { ka: 'ჩვენი სერვისები', en: 'Our services' },
        href: '/services',
      },
    },
  },
];
