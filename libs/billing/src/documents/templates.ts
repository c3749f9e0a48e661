import { join } from 'node:path';
import { LayoutTemplates } from '@app/core';

export type DocumentTemplateName = 'invoice' | 'receipt' | 'credit-note' | 'statement';

export const billingTemplates = new LayoutTemplates<DocumentTemplateName>(join(__dirname, 'templates'));
