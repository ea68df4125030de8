import { isDeepStrictEqual } from 'util';
import type { Core } from '@strapi/strapi';
import { COMPONENT_WORDS, CONTENT_TYPE_WORDS, SYSTEM_FIELD_WORDS, type FieldWords } from './panel-words';

/** The content manager's view configuration of one type or component, as its services store it. */
interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown[] };
}

interface ConfigurationService {
  findContentType?: (uid: string) => CmModel | undefined;
  findComponent?: (uid: string) => CmModel | undefined;
  findConfiguration: (model: CmModel) => Promise<ViewConfiguration>;
  updateConfiguration: (model: CmModel, configuration: ViewConfiguration) => Promise<unknown>;
}

interface CmModel {
  uid: string;
  attributes: Record<string, { type: string }>;
}

interface Words {
  fields: Record<string, FieldWords>;
  mainField: string;
  list?: { columns: string[]; sortBy: string; order: 'ASC' | 'DESC' };
}

const SCHEDULE_COLUMNS = ['publish_at', 'unpublish_at'];

/** Strapi's own first columns for a new type (content-manager createDefaultListLayout): the first four listable. */
const NOT_LISTABLE = ['json', 'password', 'richtext', 'dynamiczone', 'blocks'];
const strapiDefaultList = (model: CmModel) =>
  Object.keys(model.attributes)
    .filter((name) => name !== 'documentId' && !NOT_LISTABLE.includes(model.attributes[name].type))
    .slice(0, 4);

/**
 * Merges the bank's words (panel/panel-words.ts) into the content manager's stored view configuration, after the content
 * manager has synchronised it with the schemas. Labels, descriptions, the entries' title and the list's order are
 * ours and set at every start; the list's columns only while they are still Strapi's default, so columns an editor
 * chose in "Configure the view" stay, as does the edit form's layout (but for the schedule's two columns, which a
 * scheduled type's list always gets).
 */
export async function applyPanelWords(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as ConfigurationService;
  const components = contentManager.service('components') as ConfigurationService;
  for (const [uid, words] of Object.entries(CONTENT_TYPE_WORDS)) {
    await applyWords(contentTypes, contentTypes.findContentType?.(uid), words);
  }
  for (const [uid, words] of Object.entries(COMPONENT_WORDS)) {
    await applyWords(components, components.findComponent?.(uid), words);
  }
}

async function applyWords(service: ConfigurationService, model: CmModel | undefined, words: Words): Promise<void> {
  if (!model) return;
  const current = await service.findConfiguration(model);
  const fieldWords: Record<string, FieldWords> = { ...SYSTEM_FIELD_WORDS, ...words.fields };
  const metadatas = Object.fromEntries(
    Object.entries(current.metadatas).map(([name, metadata]) => {
      const field = fieldWords[name];
      if (!field) return [name, metadata];
      return [
        name,
        {
          edit: {
            ...metadata.edit,
            label: field.label,
            description: field.description,
            ...(field.editable === false ? { editable: false } : {}),
          },
          list: { ...metadata.list, label: field.label },
        },
      ];
    }),
  );
  const settings = { ...current.settings, mainField: words.mainField };
  const layouts = { ...current.layouts };
  if (words.list) {
    Object.assign(settings, { defaultSortBy: words.list.sortBy, defaultSortOrder: words.list.order });
    const isStrapiDefault = current.layouts.list.join() === strapiDefaultList(model).join();
    if (isStrapiDefault) layouts.list = words.list.columns;
    else {
      // What is scheduled and when must show in the list: a list configured before its type could be
      // scheduled gets the schedule's columns added at the end.
      const missing = SCHEDULE_COLUMNS.filter((column) => words.list?.columns.includes(column) && !layouts.list.includes(column));
      if (missing.length > 0) layouts.list = [...layouts.list, ...missing];
    }
  }
  const next = { settings, metadatas, layouts };
  // Every start after the first finds our words in place: nothing to write.
  if (isDeepStrictEqual(next, { settings: current.settings, metadatas: current.metadatas, layouts: current.layouts })) return;
  await service.updateConfiguration(model, next);
}
