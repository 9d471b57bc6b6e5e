import { useRef, useState } from 'react';
import type { SummaryItem } from './fieldRules';
import {
  choosePhotos,
  declaredPhotoType,
  isPhotoError,
  type PhotoError,
  type PhotoRefusal,
} from './photoRules';
import { compressPhoto } from './compressPhoto';
import type { PhotoLabels } from './PhotoField';
import type { FieldCodes } from './postContact';

/**
 * The photo field's state (`id`: its input), only for forms posting to the site's own Worker
 * (`labels`). In memory only (a reload loses them; the hint says so), never in the form's text.
 */
export function usePhotos(id: string, labels: PhotoLabels | undefined) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<PhotoRefusal | undefined>();
  /** The endpoint's code for the photos, from the last send. */
  const [error, setError] = useState<PhotoError | undefined>();
  const [preparing, setPreparing] = useState(false);
  const current = useRef<File[]>([]);
  const pending = useRef(0);

  const set = (next: File[], refused?: PhotoRefusal) => {
    current.current = next;
    setPhotos(next);
    setRefusal(refused);
  };

  /** Adds chosen files; resolves once they are prepared (or refused). */
  const add = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    setRefusal(undefined);
    pending.current += 1;
    setPreparing(true);
    try {
      const prepared = await Promise.all(
        chosen.map((file) => (declaredPhotoType(file) ? compressPhoto(file) : file)),
      );
      const { accepted, refusal: refused } = choosePhotos(current.current.length, prepared);
      set([...current.current, ...accepted], refused);
    } finally {
      pending.current -= 1;
      if (pending.current === 0) setPreparing(false);
    }
  };

  return {
    id,
    labels,
    photos,
    refusal,
    preparing,
    error,
    add,
    remove: (index: number) => set(current.current.filter((_, i) => i !== index)),
    clear: () => set([]),
    /** useRequestForm's onOtherCodes: shows the endpoint's photo code, focuses the field. */
    onOtherCodes: (codes: FieldCodes) => {
      const code = codes.photos;
      if (!labels || !isPhotoError(code)) return undefined;
      setError(code);
      return id;
    },
    /** Before a send: the last answer's code goes; a send waits for photos being prepared. */
    beforeSend: () => {
      setError(undefined);
      return !preparing;
    },
    summary: (): SummaryItem[] => (labels && error ? [{ id, text: labels.rejected[error] }] : []),
    /** For the message: the photos, when the form has them. */
    attached: () => (labels && photos.length > 0 ? photos : undefined),
    note: labels && {
      attached: photos.length,
      labels: { notInMail: labels.notInMail, notStored: labels.notStored },
    },
  };
}

export type Photos = ReturnType<typeof usePhotos>;
