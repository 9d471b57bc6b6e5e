import { basePath } from '../../site.config.mjs';
import {
  bulkEntryFile,
  bulkLabel,
  bulkUploads,
  catalogueDownload,
  workbookField,
  workbookTypes,
} from '../csv/bulk';
import { shown } from '../fields/two-languages';
import type { CmsField } from './fields';

/** Larger than a 5,000-product workbook (a few MB). */
const maxWorkbookBytes = 10 * 1024 * 1024;

export const catalogueUrl = `${basePath}/admin/${catalogueDownload}`;

const l = (ka: string, en: string) => ({ ka, en });

const description = l(
  'ბევრი პროდუქტის ერთად შეცვლა Excel-ის ფაილით: ფასები, მარაგი, ტექსტები.',
  'Change many products at once in an Excel workbook: prices, stock, texts.',
);

const hint = l(
  `ჩამოტვირთეთ მიმდინარე კატალოგი ([${catalogueDownload}](${catalogueUrl})), Excel-ში შეცვალეთ ფასები ან ტექსტი, შეინახეთ, ატვირთეთ აქ და დააჭირეთ Save-ს. ` +
    'გამოქვეყნებისას ფაილი მოწმდება: თუ ყველა სტრიქონი სწორია, შეცვლილი პროდუქტები განახლდება და ფაილი წაიშლება; ' +
    'თუ რომელიმე უჯრა არასწორია, არაფერი შეიცვლება და შემოსულებში, Telegram-სა და ელფოსტაზე მოვა შეცდომების სია (სტრიქონი, სვეტი). ' +
    'ფაილიდან ამოშლილი სტრიქონი პროდუქტს არ შლის.',
  `Download the current catalogue ([${catalogueDownload}](${catalogueUrl})), change prices or text in Excel, save it, upload it here and Save. ` +
    'Publishing checks it: if every row is right, the changed products are updated and the file is removed; ' +
    'if a cell is wrong, nothing changes and the inbox, Telegram and e-mail list the problems by row and column. ' +
    'A row taken out of the file does not delete its product.',
);

/** One file field, uploading into content/bulk/ (never public/: a workbook is never published). */
const workbook: CmsField = {
  name: workbookField,
  label: shown(l('კატალოგის ფაილი (.xlsx ან .csv)', 'Catalogue file (.xlsx or .csv)')),
  widget: 'file',
  required: false,
  accept: workbookTypes.join(','),
  choose_url: false,
  media_folder: bulkUploads,
  public_folder: bulkUploads,
  // The repository's storage only: a cloud library would keep the file out of the workflow's reach.
  media_libraries: {
    default: { config: { max_file_size: maxWorkbookBytes, slugify_filename: true } },
  },
  hint: shown(hint),
};

/** The "Bulk update" entry, last in the editor's list (scripts/ci/bulk-import.mjs reads it). */
export function bulkCollection() {
  return {
    name: 'bulk',
    label: shown(bulkLabel),
    description: shown(description),
    files: [
      {
        name: 'update',
        label: shown(bulkLabel),
        file: `content/${bulkEntryFile}`,
        format: 'yaml',
        fields: [workbook],
      },
    ],
  };
}
