import { loadTemplate, type Template } from '../../print/templates.js';

export type CounterTemplate = Template;

/** A counter face template. Fields it names must exist on every counter (strict mode), so a typo shows at once. */
export function loadCounterTemplate(file: string, gameDir?: string): CounterTemplate {
  return loadTemplate(file, { what: 'counter template', strict: true, imageRoot: gameDir });
}

/**
 * The counter templates of one build, each file looked at on disk once however many faces it draws: loading one
 * checks the file's time and size every time (three calls to the disk a face, some 5% of a counter sheet's build).
 */
export function counterTemplateLoader(gameDir?: string): (file: string) => CounterTemplate {
  const loaded = new Map<string, CounterTemplate>();
  return (file) => {
    let template = loaded.get(file);
    if (!template) loaded.set(file, (template = loadCounterTemplate(file, gameDir)));
    return template;
  };
}
