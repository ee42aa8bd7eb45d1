import { loadTemplate, type Template } from '../../print/templates.js';

export type CounterTemplate = Template;

/** A counter face template. Fields it names must exist on every counter (strict mode), so a typo shows at once. */
export function loadCounterTemplate(file: string, gameDir?: string): CounterTemplate {
  return loadTemplate(file, { what: 'counter template', strict: true, imageRoot: gameDir });
}
