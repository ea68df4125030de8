import { useAuth, type StrapiApp } from '@strapi/strapi/admin';
import { AuditLogExport } from './audit-log-export';
import bankLogo from './extensions/bank-logo.svg';

/** What the sign-in page and the menu say instead of Strapi's own words. */
const bankWords = {
  'Auth.form.welcome.title': 'Welcome to Trust Bank',
  'Auth.form.welcome.subtitle': "Log in to edit the bank's website",
  'app.components.LeftMenu.navbrand.title': 'Trust Bank',
  'app.components.LeftMenu.navbrand.workplace': 'Website content',
};

type ActionProps = { collectionType: string; model: string };
type DocumentAction = ((props: ActionProps) => unknown) & { type?: string; position?: unknown };

/**
 * The permission each link of the edit view's "More actions" menu leads to. Strapi 5 lists both links to every panel
 * user, so marketing's Editor, who may neither change the model nor configure the view, met "You don't have the
 * permissions" behind them.
 */
const REQUIRED_PERMISSION: Readonly<Record<string, (props: ActionProps) => string>> = {
  'edit-the-model': () => 'plugin::content-type-builder.read',
  'configure-the-view': ({ collectionType }) =>
    `plugin::content-manager.${collectionType === 'single-types' ? 'single-types' : 'collection-types'}.configure-view`,
};

/** The same menu entry, shown only to a user who holds `permission`. */
function shownWith(action: DocumentAction, permission: (props: ActionProps) => string): DocumentAction {
  const Gated = (props: ActionProps) => {
    const permissions = useAuth('EditorMenu', (state) => state.permissions);
    // Called on every render (it uses hooks), then dropped when the user may not follow it.
    const description = action(props);
    return permissions.some((held) => held.action === permission(props)) ? description : null;
  };
  return Object.assign(Gated, { type: action.type, position: action.position });
}

export default {
  config: {
    auth: { logo: bankLogo },
    menu: { logo: bankLogo },
    // English (United Kingdom) shows dates day first; Strapi always offers English (US) beside it.
    locales: ['en-GB'],
    translations: { en: bankWords, 'en-GB': bankWords },
    tutorials: false,
    notifications: { releases: false },
  },
  bootstrap(app: StrapiApp) {
    // "Export as CSV" beside the list's own buttons; it shows itself on the Audit log list only.
    app.getPlugin('content-manager').injectComponent('listView', 'actions', {
      name: 'audit-log-export',
      Component: AuditLogExport,
    });
    const contentManager = app.getPlugin('content-manager').apis as {
      addDocumentAction: (edit: (actions: DocumentAction[]) => DocumentAction[]) => void;
    };
    contentManager.addDocumentAction((actions) =>
      actions.map((action) => {
        const permission = action.type ? REQUIRED_PERMISSION[action.type] : undefined;
        return permission ? shownWith(action, permission) : action;
      }),
    );
  },
};
