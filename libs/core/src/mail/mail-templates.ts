import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';

/** Each template's subject line; its body is templates/<name>.hbs inside templates/layout.hbs. */
export const MAIL_TEMPLATES = {
  'mail-test': { subject: 'Test e-mail from {{appName}}' },
  'registration-confirmation': { subject: 'Registration {{regNo}} confirmed' },
  'course-validity-reminder': { subject: 'Your {{courseTitle}} completion is valid until {{expiresOn}}' },
  'attendance-scan-in': { subject: 'Scanned in: {{eventTitle}}' },
  'attendance-scan-out': { subject: 'Scanned out: {{eventTitle}}' },
  'attendance-no-points': { subject: 'No CPD points for {{eventTitle}}' },
  'attendance-successful': { subject: 'Attendance complete: {{eventTitle}}' },
  'registration-rescheduled': { subject: 'Rescheduled to {{toTitle}}' },
  'res-lou': { subject: 'Your letter of undertaking for {{courseTitle}}' },
  'skillsfuture-claim': { subject: 'SkillsFuture claim details for {{courseTitle}}' },
  'statement-of-account': { subject: 'Statement of account as at {{date}}' },
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

export const isMailTemplate = (name: string): name is MailTemplateName => name in MAIL_TEMPLATES;

const TEMPLATE_DIR = join(__dirname, 'templates');
const compiled = new Map<string, HandlebarsTemplateDelegate>();

const compile = (key: string, source: () => string): HandlebarsTemplateDelegate => {
  let template = compiled.get(key);
  if (!template) {
    template = Handlebars.compile(source(), { strict: true });
    compiled.set(key, template);
  }
  return template;
};

const file = (name: string) => () => readFileSync(join(TEMPLATE_DIR, `${name}.hbs`), 'utf8');

export interface RenderedMail {
  subject: string;
  html: string;
}

/** Renders with HTML escaping on; a missing variable is an error, not a blank in a sent e-mail. */
export const renderMail = (name: MailTemplateName, context: Record<string, unknown>): RenderedMail => {
  const subject = compile(`${name}:subject`, () => MAIL_TEMPLATES[name].subject)(context);
  const body = compile(name, file(name))(context);
  const html = compile('layout', file('layout'))({ ...context, subject, body });
  return { subject, html };
};
