export { formatDocumentDate, documentDateInstant } from './dates';
export { htmlToText } from './html-text';
export { escapeLayoutText } from './layout';
export { LayoutTemplates, type TemplateContext, type TemplateValue } from './layout-template';
export { type PdfMetadata, renderLayoutPdf } from './render-pdf';
export { pdfResponse } from './pdf-response';
