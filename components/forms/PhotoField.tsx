import { useEffect, useRef } from 'react';
import { formatIcu } from '@/lib/icu';
import { photoPart } from '@/lib/requests';
import { photoAccept, type PhotoError } from './photoRules';
import { FormField } from './FormField';
import type { Photos } from './usePhotos';
import * as styles from './Form.css';
import type { CompiledMessage } from '@/lib/icu';

/** The photo field's text, translated on the server (loadPhotoLabels). */
export interface PhotoLabels {
  label: string;
  /** How many, which types, how large; that a reload loses them. */
  hint: string;
  /** "Attached photos" (the list's name). */
  list: string;
  /** "Remove {name}" */
  remove: CompiledMessage;
  /** "{size} MB" */
  megabytes: CompiledMessage;
  preparing: string;
  /** A choice the form refuses; "{name}" is the file's name. */
  refused: Record<'tooMany' | 'tooLarge' | 'type', CompiledMessage>;
  /** What the endpoint answered about the photos. */
  rejected: Record<PhotoError, string>;
  /** The mail app and the chats cannot carry the photos from here. */
  notInMail: string;
  /** The request arrived, its photos did not. */
  notStored: string;
}

const megabytes = (size: number) => (size / 1024 / 1024).toFixed(size < 1024 * 1024 ? 2 : 1);

/**
 * A plain file input without JavaScript; with it, files are made smaller, listed and removable.
 * Nothing when the form has no photo labels (it does not post to the site's own Worker).
 */
export function PhotoField({ photos }: { photos: Photos }) {
  const input = useRef<HTMLInputElement>(null);
  const { id, labels, add, refusal, error } = photos;

  useEffect(() => {
    // Files chosen before the page was hydrated join the list.
    const element = input.current;
    if (!element?.files?.length) return;
    const files = Array.from(element.files);
    element.value = '';
    void add(files);
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!labels) return null;
  const message = refusal
    ? formatIcu(labels.refused[refusal.code === 'unexpected' ? 'type' : refusal.code], {
        name: refusal.name ?? '',
      })
    : error && labels.rejected[error];

  return (
    <>
      <FormField id={id} label={labels.label} hint={labels.hint} error={message}>
        <input
          ref={input}
          type="file"
          name={photoPart}
          multiple
          accept={photoAccept}
          className={styles.control}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            void add(files);
          }}
        />
      </FormField>
      <p className={styles.note} aria-live="polite">
        {photos.preparing ? labels.preparing : ''}
      </p>
      {photos.photos.length > 0 ? (
        <ul className={styles.photoList} aria-label={labels.list}>
          {photos.photos.map((photo, index) => (
            <li key={`${index}-${photo.name}-${photo.size}`} className={styles.photoItem}>
              <span>
                {photo.name} ({formatIcu(labels.megabytes, { size: megabytes(photo.size) })})
              </span>
              <button
                type="button"
                className={styles.photoRemove}
                onClick={() => {
                  photos.remove(index);
                  input.current?.focus();
                }}
              >
                {formatIcu(labels.remove, { name: photo.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
