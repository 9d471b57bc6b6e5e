// What the content scripts use from the TypeScript content layer (bundled by load-content.mjs).
export { readSite, formatProblem, problemLines, contentExtension } from '../../content/load';
export { imageFields } from '../../content/images';
export { isMediaUrl, isRaster } from '../../content/fields/image-file';
export { toFile } from '../../content/bilingual';
export * from '../../content/schema';
export { cmsConfig, backendFromEnv } from '../../content/cms/config';
export { filesNotInEditorForm } from '../../content/cms/editor-form';
export { writePlainFile } from '../../content/plain-files';
export { mediaLibrariesFromEnv } from '../../content/cms/media-libraries';
export { fileJsonSchemas } from '../../content/cms/file-schema';
export { catalogueToCsv } from '../../content/csv/csv';
export { catalogueToWorkbook, parseWorkbook } from '../../content/csv/xlsx';
export { importCatalogue } from '../../content/csv/import';
export { formatCellProblem } from '../../content/csv/problem-text';
export { cellProblemText } from '../../content/csv/problem-text';
export { sameProduct } from '../../content/csv/product-files';
export * from '../../content/csv/bulk';
export * from '../../content/launch';
