import { collections, companyFile, companySchema, singleFiles } from '../schema';
import { fieldsOf } from '../bilingual';
import { georgianTextMessage } from '../fields/georgian-text';
import { inBoth, shown } from '../fields/two-languages';
import { bulkCollection } from './bulk';
import { entryFields, type CmsField } from './fields';
import { collectionNames } from './labels';
import { mediaLibrariesFromEnv } from './media-libraries';
import { optionLabels, type ChoiceMessages } from './option-labels';
import { overrides } from './overrides';

/** Where the admin is served and where uploads go (public/uploads → /uploads on the site). */
export const mediaFolder = 'public/uploads';
export const publicFolder = '/uploads';

const longText = new Set(['description', 'summary', 'body', 'subtitle']);

/** Above each collection's entries: how the two columns are filled. */
const georgianRule = inBoth(georgianTextMessage);
const columnsHelp = {
  ka: `ქართული სვეტი მარცხნივაა, ინგლისური მარჯვნივ. ქართული ტექსტი ${georgianRule.ka}. ორივე ენაზე ერთნაირი ველები (ფოტოები, ფასი, ბმულები) ქართულ სვეტში ივსება.`,
  en: `Georgian on the left, English on the right. The Georgian text ${georgianRule.en}. Fields the same in both languages (photos, price, links) are set in the Georgian column.`,
};
const collectionHelp = shown(columnsHelp);

/** Products: the right column opens on the preview (Sveltia's default when there is one). */
const productsHelp = shown({
  ka: `${columnsHelp.ka} მარჯვნივ ჯერ პროდუქტის გვერდის წინასწარი ხედია, როგორც მას საიტზე ნახავენ: ინგლისური ველებისთვის მარჯვენა სვეტის თავში აირჩიეთ „English“, ხედისთვის — „Preview“.`,
  en: `${columnsHelp.en} On the right the product's page shows first, as visitors see it on the site: choose “English” above the right column for the English fields, “Preview” for the page.`,
});

export interface BackendOptions {
  name: string;
  repo?: string;
  branch: string;
  base_url?: string;
  auth_endpoint?: string;
}

/** The backend from build-time variables (docs/deploying.md, "The content editor"). */
export function backendFromEnv(env: Record<string, string | undefined>): BackendOptions {
  const backend: BackendOptions = {
    name: env.CMS_BACKEND || 'github',
    branch: env.CMS_BRANCH || 'main',
  };
  if (env.CMS_REPO) backend.repo = env.CMS_REPO;
  if (env.CMS_BASE_URL) backend.base_url = env.CMS_BASE_URL;
  if (env.CMS_AUTH_ENDPOINT) backend.auth_endpoint = env.CMS_AUTH_ENDPOINT;
  return backend;
}

/** The whole editor configuration (serialized to admin/config.yml by scripts/cms). */
export function cmsConfig(
  backend: BackendOptions,
  messages: { ka: ChoiceMessages; en: ChoiceMessages },
  siteUrl?: string,
  mediaLibraries: Record<string, unknown> = mediaLibrariesFromEnv({}),
) {
  const options = optionLabels(messages);
  const context = (collection: string) => ({ collection, overrides, options, longText });
  const label = (name: string) => shown(collectionNames[name]!.list);
  const folderCollections = Object.entries(collections).map(([name, c]) => {
    const shape = fieldsOf(c.schema) ?? {};
    // `order` first: the list's reorder writes it at the top of the entry, so the file keeps
    // the form the editor gives it either way (content/cms/editor-form.ts).
    const fields = entryFields(c.schema, context(name)).sort(
      (a, b) => Number(b.name === 'order') - Number(a.name === 'order'),
    );
    const titleField = ['name', 'title'].find((f) => f in shape) ?? c.idField;
    const sortable = ['order', 'date', titleField, c.idField].filter((f) => f in shape);
    return {
      name,
      label: label(name),
      description: name === 'products' ? productsHelp : collectionHelp,
      folder: `content/${c.folder}`,
      extension: 'yaml',
      format: 'yaml',
      create: true,
      delete: true,
      i18n: true,
      identifier_field: c.idField,
      slug: `{{${c.idField}}}`,
      summary: `{{${titleField}}}`,
      // Put in order in the list (Reorder: drag, or Move Up / Move Down): Sveltia writes `order`
      // 1, 2, 3 … into every entry whose place changed.
      ...('order' in shape ? { reorder: true } : {}),
      sortable_fields: {
        fields: [...new Set(sortable)],
        default: {
          field: sortable[0],
          direction: sortable[0] === 'date' ? 'descending' : 'ascending',
        },
      },
      fields,
      // Products alone have a preview template (editor-preview/): the page as a visitor sees it.
      ...(name === 'products' ? { editor: { preview: true } } : {}),
    };
  });
  const company = {
    name: 'company',
    label: label('company'),
    description: collectionHelp,
    i18n: true,
    files: [
      {
        name: 'company',
        label: shown(collectionNames.company!.entry),
        file: `content/${companyFile}`,
        format: 'yaml',
        i18n: true,
        fields: entryFields(companySchema, context('company')),
      },
      ...Object.entries(singleFiles).map(([name, { file, schema }]) => ({
        name,
        label: label(name),
        file: `content/${file}`,
        format: 'yaml',
        i18n: true,
        fields: entryFields(schema, context(name)),
      })),
    ],
  };
  return {
    backend,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Empty optional fields are left out of the file: the schema rejects '' for an optional text.
    output: { omit_empty_optional_fields: true },
    media_folder: mediaFolder,
    public_folder: publicFolder,
    // Entry ids and uploaded file names in plain Latin: Georgian letters transliterated
    // (ფოტო → photo), spaces to hyphens, lowercase, so an upload is a name the check accepts
    // (content/fields/image-file.ts). Uploads are renamed by media_libraries.default.
    slug: { encoding: 'ascii', clean_accents: true },
    media_libraries: mediaLibraries,
    i18n: { structure: 'single_file', locales: ['ka', 'en'], default_locale: 'ka' },
    // No preview pane (it would only repeat the fields): the entry editor then shows the Georgian
    // and the English fields side by side, Georgian on the left. Products have one (above).
    editor: { preview: false },
    // Last: the spreadsheet upload for changes across many products (content/cms/bulk.ts).
    collections: [...folderCollections, company, bulkCollection()],
  };
}

/** Every field path of a config, `a.b.c`, for comparing with the schema. */
export function configPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((f) => [
    `${prefix}${f.name}`,
    ...(f.fields ? configPaths(f.fields, `${prefix}${f.name}.`) : []),
  ]);
}
