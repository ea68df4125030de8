import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  buildSiteSearchIndex,
  cleanQuery,
  excerptAround,
  highlight,
  searchSite,
  type SearchDocument,
  type Segment,
} from './site-search';

/** A news item as lib/server/search/search-index.ts indexes it: no page of its own, /news lists it. */
const news = (id: number, title: string, text: string, date?: string): SearchDocument => ({
  id: `news:${id}`,
  kind: 'news',
  title,
  text,
  url: '/news',
  ...(date === undefined ? {} : { date }),
});

/** A page of the site as lib/server/search/search-index.ts indexes it: its path is its id and its link. */
const page = (path: string, title: string, text: string): SearchDocument => ({
  id: `page:${path}`,
  kind: 'page',
  title,
  text,
  url: path,
});

const documents: SearchDocument[] = [
  news(
    1,
    'Trust Bank opens new branch in Brusubi',
    'Customers in Brusubi now have a full-service branch at the Brusubi Turntable. The branch has a 24-hour ATM.',
    '2024-02-12',
  ),
  news(2, 'Savings week at every branch', 'A week of advice on savings accounts for students and families.', '2024-03-01'),
  page('/services/loans', 'Loans & Advances', 'Personal loans, overdrafts, business and asset finance.'),
  page('/services/retail-accounts/savings-accounts', 'Savings Accounts', 'Interest accrues monthly and is paid half-yearly.'),
  { id: 'branch:1', kind: 'branch', title: 'Serrekunda Branch', text: 'Sayerr Jobe Avenue, Serrekunda', url: '/about/branches' },
  { id: 'atm:1', kind: 'atm', title: 'Kairaba Avenue, Pipeline', text: 'ATM', url: '/services/e-banking/atm' },
  {
    id: 'form:a.pdf',
    kind: 'form',
    title: 'Personal Account Opening Form',
    text: 'Application form',
    url: '/api/download/form/a.pdf',
    date: '2025-03-10',
  },
  { id: 'report:b.pdf', kind: 'report', title: 'Annual Report 2024', text: 'Report', url: '/api/download/reports/b.pdf' },
  news(3, 'Café opening <b>bold</b>', 'Une café à Banjul.'),
];

const index = buildSiteSearchIndex(documents);
const ids = (query: string) => searchSite(index, query).map((result) => result.id);
const marked = (segments: Segment[]) => segments.filter((segment) => segment.match).map((segment) => segment.text);

describe('searchSite: ranking', () => {
  it('ranks a title match above a match in the text only', () => {
    const found = ids('savings');
    expect(found.slice(0, 2).sort()).toEqual(['news:2', 'page:/services/retail-accounts/savings-accounts']);
    expect(ids('branch')[0]).toBe('news:1');
  });

  it('finds every kind: news, pages, branches, ATMs, forms and reports', () => {
    expect(ids('loans')).toEqual(['page:/services/loans']);
    expect(ids('serrekunda')).toEqual(['branch:1']);
    expect(ids('kairaba')).toEqual(['atm:1']);
    expect(ids('opening form')[0]).toBe('form:a.pdf');
    expect(ids('annual report')[0]).toBe('report:b.pdf');
  });

  it('tolerates typos (fuzzy) and unfinished words (prefix)', () => {
    expect(ids('brusbi')).toContain('news:1');
    expect(ids('serekunda')).toEqual(['branch:1']);
    expect(ids('brnach')).toContain('news:1');
    expect(ids('overdra')).toEqual(['page:/services/loans']);
  });

  it('needs every word when it can, else any word', () => {
    expect(ids('savings students')).toEqual(['news:2']);
    expect(ids('savings zzzzqqq')).toContain('news:2');
  });

  it('never matches short words by typo ("atm" is not "arm")', () => {
    expect(ids('arm')).toEqual([]);
  });

  it('ignores accents and case', () => {
    expect(ids('CAFE')).toEqual(['news:3']);
  });

  it('answers nothing for an empty or punctuation-only query', () => {
    expect(searchSite(index, '')).toEqual([]);
    expect(searchSite(index, '  ?! ')).toEqual([]);
  });

  it('carries the link and date of each result', () => {
    const [form] = searchSite(index, 'personal account opening');
    expect(form).toMatchObject({ kind: 'form', url: '/api/download/form/a.pdf', date: '2025-03-10' });
  });
});

describe('highlighting', () => {
  it('marks the matched words in the title and the excerpt, including typo and prefix matches', () => {
    const [result] = searchSite(index, 'brusbi');
    expect(marked(result.title)).toEqual(['Brusubi']);
    expect(marked(result.excerpt)).toEqual(['Brusubi', 'Brusubi']);
    const [loans] = searchSite(index, 'overdra');
    expect(marked(loans.excerpt)).toEqual(['overdrafts']);
  });

  it('keeps the text whole: joined segments give back the original', () => {
    const text = 'Trust Bank opens new branch in Brusubi!';
    expect(
      highlight(text, new Set(['branch']))
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('matches words, not parts of words, and never stop words', () => {
    expect(marked(highlight('A branch, branches and the Branch.', new Set(['branch'])))).toEqual(['branch', 'Branch']);
    expect(marked(highlight('the bank', new Set(['the'])))).toEqual([]);
  });

  it('markup in the data stays text when rendered as React elements', () => {
    const [result] = searchSite(index, 'cafe');
    const html = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        result.title.map((segment, i) => (segment.match ? createElement('mark', { key: i }, segment.text) : segment.text)),
      ),
    );
    expect(html).toBe('<mark>Café</mark> opening &lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('excerptAround', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The fixed deposit pays interest. ${'Consectetur adipiscing elit. '.repeat(20)}`;

  it('starts shortly before the first matched word, with ellipses where it cut', () => {
    const excerpt = excerptAround(long, new Set(['deposit']));
    expect(excerpt).toMatch(/^… /);
    expect(excerpt).toMatch(/ …$/);
    expect(excerpt).toContain('fixed deposit pays interest');
    expect(excerpt.length).toBeLessThanOrEqual(206);
  });

  it('is the start of the text when nothing in it matched, and the whole of a short text', () => {
    expect(excerptAround(long, new Set(['nothing']))).toMatch(/^Lorem ipsum/);
    expect(excerptAround('Short text.', new Set(['text']))).toBe('Short text.');
  });
});

describe('cleanQuery', () => {
  it('keeps at most 8 words of at most 100 characters', () => {
    expect(cleanQuery('  fixed   deposit ')).toBe('fixed deposit');
    expect(cleanQuery('a b c d e f g h i j').split(' ')).toHaveLength(8);
    expect(cleanQuery('x'.repeat(500))).toHaveLength(100);
  });
});
