import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { escapeLayoutText } from './layout';

/** What a document template may be given: plain data, no functions or class instances. */
export type TemplateValue =
  string | number | boolean | null | TemplateValue[] | { [key: string]: TemplateValue };

export type TemplateContext = { [key: string]: TemplateValue };

/** Our own Handlebars environment, so nothing registered here reaches the mail templates. */
const handlebars = Handlebars.create();

/**
 * Every string and number in the context is escaped for the layout format before the template sees
 * it, so a template cannot forget to: a value never starts a block, adds a line or splits a cell.
 * (HTML escaping is off: the output is the layout format, not HTML.)
 */
const escapeValues = (value: TemplateValue): TemplateValue => {
  if (typeof value === 'string') return escapeLayoutText(value);
  if (typeof value === 'number') return escapeLayoutText(String(value));
  if (Array.isArray(value)) return value.map(escapeValues);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, escapeValues(v)]));
  }
  return value;
};

/**
 * The handlebars templates (`<name>.hbs`) of one directory that write the layout format of
 * `layout.ts`. The directory sits next to its module in the source tree and, copied by
 * scripts/copy-assets.mjs, next to the compiled file under dist/.
 */
export class LayoutTemplates<Name extends string> {
  private readonly compiled = new Map<Name, HandlebarsTemplateDelegate>();

  constructor(private readonly dir: string) {}

  /** Fills `<name>.hbs`; a missing variable is an error, never a blank on a document. */
  fill(name: Name, context: TemplateContext): string {
    let template = this.compiled.get(name);
    if (!template) {
      const source = readFileSync(join(this.dir, `${name}.hbs`), 'utf8');
      template = handlebars.compile(source, { strict: true, noEscape: true });
      this.compiled.set(name, template);
    }
    return template(escapeValues(context));
  }
}
