import { useState } from 'react';
import { isPhotoError, type PhotoError } from '@/components/service-request/fieldRules';
import type { SummaryItem } from './fieldRules';
import type { PhotoLabels } from './PhotoField';
import type { FieldCodes } from './postContact';
import { usePhotos } from './usePhotos';

/** Only for forms posting to the site's own Worker (`labels`). */
export function useRequestPhotos(id: string, labels: PhotoLabels | undefined) {
  const photos = usePhotos();
  const [error, setError] = useState<PhotoError | undefined>();
  return {
    photos,
    error,
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
      return !photos.preparing;
    },
    summary: (): SummaryItem[] => (labels && error ? [{ id, text: labels.rejected[error] }] : []),
    /** For the message: the photos, when the form has them. */
    attached: () => (labels && photos.photos.length > 0 ? photos.photos : undefined),
    note: labels && {
      attached: photos.photos.length,
      labels: { notInMail: labels.notInMail, notStored: labels.notStored },
    },
  };
}
