/** Each image's CSS width per breakpoint, from the layouts, so browsers pick the smallest. */
export const imageSizes = {
  /** Category and offer cards: auto-fit rows of three (or two) across the 75 rem container. */
  wideCard: '(min-width: 1216px) 390px, (min-width: 768px) 50vw, calc(100vw - 2rem)',
  productCard:
    '(min-width: 1216px) 274px, (min-width: 1100px) 25vw, (min-width: 800px) 33vw, (min-width: 768px) 50vw, (min-width: 496px) 33vw, (min-width: 336px) calc(50vw - 1.5rem), calc(100vw - 2rem)',
  productMain:
    '(min-width: 1216px) 680px, (min-width: 768px) calc(60vw - 2.7rem), calc(100vw - 2rem)',
  productThumbnail: '6rem',
  supplyThumbnail: '4.5rem',
  galleryMain:
    '(min-width: 1216px) 560px, (min-width: 768px) calc(55vw - 5rem), calc(100vw - 2rem)',
  galleryThumbnail: '5rem',
  hero: '(min-width: 1216px) 304px, (min-width: 1024px) calc(50vw - 19rem), (min-width: 768px) calc(50vw - 3rem), calc(100vw - 4rem)',
  article: '(min-width: 1216px) 1168px, calc(100vw - 2rem)',
  logo: '10rem',
} as const;
