import type { galleryTags } from '@/content/constants';

export type GalleryCategory = (typeof galleryTags)[number];

/** How many thumbnails show at once, and the gallery's timing. */
export const visibleThumbnails = 5;
export const imageFadeMs = 150;
export const zoomOffsetPercent = 25;

export interface GalleryState {
  category: GalleryCategory;
  productIndex: number;
  imageIndex: number;
  /** Image chosen from a thumbnail while the current one fades out. */
  pendingImage: number | null;
  zoom: { on: boolean; x: number; y: number };
  isMobile: boolean;
}

export type GalleryAction =
  | { type: 'selectCategory'; category: GalleryCategory }
  | { type: 'nextProduct'; total: number }
  | { type: 'previousProduct' }
  | { type: 'selectProduct'; index: number; total: number }
  | { type: 'chooseImage'; index: number; imageCount: number }
  | { type: 'imageFaded' }
  | { type: 'zoomMove'; x: number; y: number }
  | { type: 'zoomOff' }
  | { type: 'viewport'; isMobile: boolean }
  | { type: 'syncImages'; imageCount: number };

const zoomOff = { on: false, x: 50, y: 50 };

export const initialGalleryState: GalleryState = {
  category: 'new',
  productIndex: 0,
  imageIndex: 0,
  pendingImage: null,
  zoom: zoomOff,
  isMobile: false,
};
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A fresh product view: first image, no zoom (its thumbnails start again from the first). */
function resetView(state: GalleryState): GalleryState {
  return { ...state, imageIndex: 0, pendingImage: null, zoom: zoomOff };
}

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'selectCategory':
      return { ...resetView(state), category: action.category, productIndex: 0 };
    case 'nextProduct':
      if (state.productIndex >= action.total - 1) return state;
      return { ...resetView(state), productIndex: state.productIndex + 1 };
    case 'previousProduct':
      if (state.productIndex <= 0) return state;
      return { ...resetView(state), productIndex: state.productIndex - 1 };
    case 'selectProduct':
      if (action.index < 0 || action.index >= action.total || action.index === state.productIndex)
        return state;
      return { ...resetView(state), productIndex: action.index };
    case 'chooseImage': {
      const index = action.index >= 0 && action.index < action.imageCount ? action.index : 0;
      if (index === state.imageIndex && state.pendingImage === null) return state;
      return { ...state, pendingImage: index };
    }
    case 'imageFaded':
      if (state.pendingImage === null) return state;
      return { ...state, imageIndex: state.pendingImage, pendingImage: null };
    case 'zoomMove':
      if (state.isMobile) return state;
      return {
        ...state,
        zoom: {
          on: true,
          x: clamp(action.x, zoomOffsetPercent, 100 - zoomOffsetPercent),
          y: clamp(action.y, zoomOffsetPercent, 100 - zoomOffsetPercent),
        },
      };
    case 'zoomOff':
      return state.zoom.on ? { ...state, zoom: zoomOff } : state;
    case 'viewport':
      return { ...state, isMobile: action.isMobile, zoom: action.isMobile ? zoomOff : state.zoom };
    case 'syncImages':
      return state.imageIndex < action.imageCount
        ? state
        : { ...state, imageIndex: 0, pendingImage: null };
  }
}
