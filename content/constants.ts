/** Enumerations shared by the schema and client islands (no zod here, so islands stay small). */
export const galleryTags = ['new', 'bestselling', 'discounts'] as const;
export const offerCategories = ['promotions', 'discounts', 'seasonal', 'bundles'] as const;
