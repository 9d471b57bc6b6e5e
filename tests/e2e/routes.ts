/** Every route of the site, checked in both languages (product and category pages from content). */
export const locales = ['ka', 'en'] as const;

export const staticRoutes = [
  '',
  'catalog/',
  'about/',
  'services/',
  'rental/',
  'news/',
  'contacts/',
];

export const headings: Record<string, Record<(typeof locales)[number], RegExp>> = {
  '': { ka: /საბეჭდი და საოფისე ტექნიკა/, en: /Printing and office equipment/ },
  'catalog/': { ka: /სრული კატალოგი/, en: /Full catalogue/ },
  'about/': { ka: /ჩვენ შესახებ/, en: /About us/ },
  'services/': { ka: /სერვისები/, en: /Services/ },
  'rental/': { ka: /ტექნიკის იჯარა/, en: /Equipment rental/ },
  'news/': { ka: /სიახლეები/, en: /News/ },
  'contacts/': { ka: /კონტაქტი/, en: /Contacts/ },
};

/** Document titles differ from the h1 only on the home page. */
export const titles: typeof headings = {
  ...headings,
  '': {
    ka: /პრინტერები, ასლგადამღებები და საბეჭდი ტექნიკა თბილისში/,
    en: /Printers, copiers and printing equipment in Tbilisi/,
  },
};
