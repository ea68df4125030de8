import { mainMenu, isMenuGroup } from '@/config/menu';
import { pages } from '@/config/routes';
import { serviceMenu, serviceOverview } from '@/config/service-menu';
import { site } from '@/content/bank-details';
import { frameLabel, frameWord, isTranslated } from './frame-words';
import { messages } from './messages';

describe('the frame’s words', () => {
  it('name every page, menu group and side-menu heading in French', () => {
    const names = [
      ...Object.values(pages).map((page) => page.label),
      ...mainMenu.flatMap((entry) =>
        isMenuGroup(entry) ? [entry.label, ...entry.children.map((child) => child.label)] : [entry.label],
      ),
      ...serviceMenu.flatMap((group) => [group.title, ...group.links.map((link) => link.label)]),
      serviceOverview.label,
      site.tagline,
      site.founded,
      site.staff,
      site.webDesignCredit,
    ];
    expect(names.filter((name) => !isTranslated(name))).toEqual([]);
  });

  it('are the English itself in English, the spec’s texts among them', () => {
    expect(frameWord('en', 'Loading...')).toBe(messages.splash);
    expect(frameWord('en', 'Quick links')).toBe('Quick links');
    expect(frameLabel('en', pages.branches.label)).toBe('Branches');
  });

  it('are French in French, with the bank’s terms and values put in', () => {
    expect(frameWord('fr', 'Loading...')).toBe('Chargement...');
    expect(frameLabel('fr', pages.exchangeRates.label)).toBe('Taux de change');
    expect(frameLabel('fr', pages.fixedDeposit.label)).toBe('Dépôt à terme');
    expect(frameLabel('fr', pages.branches.label)).toBe('Agences');
    expect(frameWord('fr', '{name} on {network} (opens in a new tab)', { name: 'Trust Bank', network: 'Facebook' })).toBe(
      'Trust Bank sur Facebook (s’ouvre dans un nouvel onglet)',
    );
  });

  it('leave a name without a translation in English rather than invent one', () => {
    expect(frameLabel('fr', 'A name nobody translated')).toBe('A name nobody translated');
  });
});
