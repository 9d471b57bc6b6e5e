import type { galleryTags } from '@/content/constants';
import type { ImageView } from '@/lib/images/types';

export type GalleryCategory = (typeof galleryTags)[number];

/** How many thumbnails show, how far a swipe must go, and the gallery's timing. */
export const visibleThumbnails = 5;
export const thumbnailSwipePx = 50;
export const imageFadeMs = 150;
export const zoomOffsetPercent = 25;
export const galleryIntervalMs = 6000;

/** Zoom magnifies photos (they have raster variants); a flat SVG illustration gains nothing. */
export function zoomable(image: Pick<ImageView, 'picture'>): boolean {
  return image.picture !== null;
}

export interface GalleryState {
  category: GalleryCategory;
  productIndex: number;
  imageIndex: number;
  /** Image chosen from a thumbnail while the current one fades out. */
  pendingImage: number | null;
  thumbOffset: number;
  zoom: { on: boolean; x: number; y: number };
  touchStartY: number | null;
  isMobile: boolean;
}

export type GalleryAction =
  | { type: 'selectCategory'; category: GalleryCategory }
  | { type: 'nextProduct'; total: number }
  | { type: 'previousProduct' }
  | { type: 'selectProduct'; index: number; total: number }
  | { type: 'chooseImage'; index: number; imageCount: number }
  | { type: 'imageFaded' }
  | { type: 'thumbsForward'; imageCount: number }
  | { type: 'thumbsBack' }
  | { type: 'touchStart'; y: number }
  | { type: 'touchEnd'; y: number; imageCount: number }
  | { type: 'zoomMove'; x: number; y: number }
  | { type: 'zoomOff' }
  | { type: 'viewport'; isMobile: boolean }
  | { type: 'syncImages'; imageCount: number };

export const initialGalleryState: GalleryState = {
  category: 'new',
  productIndex: 0,
  imageIndex: 0,
  pendingImage: null,
  thumbOffset: 0,
  zoom: { on: false, x: 50, y: 50 },
  touchStartY: null,
  isMobile: false,
};

const zoomOff = { on: false, x: 50, y: 50 };
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const maxThumbOffset = (imageCount: number) => Math.max(0, imageCount - visibleThumbnails);

/** A fresh product view: first image, thumbnails from the start, no zoom. */
function resetView(state: GalleryState): GalleryState {
  return {
    ...state,
    imageIndex: 0,
    pendingImage: null,
    thumbOffset: 0,
    zoom: zoomOff,
    touchStartY: null,
  };
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
    case 'thumbsForward':
      return {
        ...state,
        thumbOffset: clamp(state.thumbOffset + 1, 0, maxThumbOffset(action.imageCount)),
      };
    case 'thumbsBack':
      return { ...state, thumbOffset: Math.max(0, state.thumbOffset - 1) };
    case 'touchStart':
      return { ...state, touchStartY: action.y };
    case 'touchEnd': {
      if (state.touchStartY === null) return state;
      const delta = action.y - state.touchStartY;
      const moved = { ...state, touchStartY: null };
      if (Math.abs(delta) <= thumbnailSwipePx) return moved;
      // Swiping up reveals the thumbnails below, like scrolling.
      return galleryReducer(
        moved,
        delta < 0
          ? { type: 'thumbsForward', imageCount: action.imageCount }
          : { type: 'thumbsBack' },
      );
    }
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
