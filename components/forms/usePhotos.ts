import { useRef, useState } from 'react';
import {
  choosePhotos,
  declaredPhotoType,
  type PhotoRefusal,
} from '@/components/service-request/fieldRules';
import { compressPhoto, type ImageCodec } from './compressPhoto';

/** In memory only (a reload loses them; the hint says so), never in the form's text. */
export function usePhotos(codec?: ImageCodec) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<PhotoRefusal | undefined>();
  const [preparing, setPreparing] = useState(false);
  const current = useRef<File[]>([]);
  const pending = useRef(0);

  const set = (next: File[]) => {
    current.current = next;
    setPhotos(next);
  };

  /** Adds chosen files; resolves once they are prepared (or refused). */
  const add = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    setRefusal(undefined);
    pending.current += 1;
    setPreparing(true);
    try {
      const prepared = await Promise.all(
        chosen.map((file) => (declaredPhotoType(file) ? compressPhoto(file, codec) : file)),
      );
      const { accepted, refusal: refused } = choosePhotos(current.current.length, prepared);
      set([...current.current, ...accepted]);
      setRefusal(refused);
    } finally {
      pending.current -= 1;
      if (pending.current === 0) setPreparing(false);
    }
  };

  const remove = (index: number) => {
    set(current.current.filter((_, i) => i !== index));
    setRefusal(undefined);
  };

  const clear = () => {
    set([]);
    setRefusal(undefined);
  };

  return { photos, refusal, preparing, add, remove, clear };
}

export type Photos = ReturnType<typeof usePhotos>;
