import { collections, singleFiles } from '../schema';
import { fieldsOf } from '../bilingual';
import { georgianTextMessage } from '../fields/georgian-text';
import { inBoth, shown } from '../fields/two-languages';
import { bulkCollection } from './bulk';
import { entryFields } from './fields';
import { collectionNames } from './labels';
import { mediaLibrariesFromEnv } from './media-libraries';
import { optionLabels, type ChoiceMessages } from './option-labels';

export const mediaFolder = 'public/uploads';

const georgianRule = inBoth(georgianTextMessage);
const columnsHelp = {
  ka: `ქართული სვეტი მარცხნივაა, ინგლისური მარჯვნივ. ქართული ტექსტი ${georgianRule.ka}. ორივე ენაზე ერთნაირი ველები (ფოტოები, ფასი, ბმულები) ქართულ სვეტში ივსება.`,
  en: `Georgian on the left, English on the right. The Georgian text ${georgianRule.en}. Fields the same in both languages (photos, price, links) are set in the Georgian column.`,
};
const collectionHelp = shown(columnsHelp);

/** Products: the right column opens on the preview. */
const productsHelp = shown({
  ka: `${columnsHelp.ka} მარჯვნივ ჯერ პროდუქტის გვერდის წინასწარი ხედია, როგორც მას საიტზე ნახავენ: ინგლისური ველებისთვის მარჯვენა სვეტის თავში აირჩიეთ „English“, ხედისთვის — „Preview“.`,
  en: `${columnsHelp.en} On the right the product's page shows first, as visitors see it on the site: choose “English” above the right column for the English fields, “Preview” for the page.`,
});

/** The backend from build-time variables (docs/deploying.md, "The content editor"). */
export function backendFromEnv(env: Record<string, string | undefined>) {
  return {
    name: env.CMS_BACKEND || 'github',
    branch: env.CMS_BRANCH || 'main',
    ...(env.CMS_REPO && { repo: env.CMS_REPO }),
    ...(env.CMS_BASE_URL && { base_url: env.CMS_BASE_URL }),
    ...(env.CMS_AUTH_ENDPOINT && { auth_endpoint: env.CMS_AUTH_ENDPOINT }),
  };
}

/** The whole editor configuration (serialized to admin/config.yml by scripts/cms). */
export function cmsConfig(
  backend: ReturnType<typeof backendFromEnv>,
  messages: { ka: ChoiceMessages; en: ChoiceMessages },
  siteUrl?: string,
  mediaLibraries: Record<string, unknown> = mediaLibrariesFromEnv({}),
) {
  const options = optionLabels(messages);
  const context = (collection: string) => ({ collection, options });
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
    files: Object.entries(singleFiles).map(([name, { file, schema }]) => ({
      name,
      label: name === 'company' ? shown(collectionNames.company!.entry) : label(name),
      file: `content/${file}`,
      format: 'yaml',
      i18n: true,
      fields: entryFields(schema, context(name)),
    })),
  };
  return {
    backend,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Empty optional fields are left out of the file: the schema rejects '' for an optional text.
    output: { omit_empty_optional_fields: true },
    media_folder: mediaFolder,
    public_folder: '/uploads',
    // Entry ids and upload names in plain Latin (ფოტო → photo), as the check accepts them.
    slug: { encoding: 'ascii', clean_accents: true },
    media_libraries: mediaLibraries,
    i18n: { structure: 'single_file', locales: ['ka', 'en'], default_locale: 'ka' },
    // No preview pane (it would only repeat the fields): Georgian and English side by side.
    editor: { preview: false },
    // Last: the spreadsheet upload for changes across many products (content/cms/bulk.ts).
    collections: [...folderCollections, company, bulkCollection()],
  };
}
