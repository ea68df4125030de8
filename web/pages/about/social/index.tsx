import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { site } from '@/content/bank-details';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/social'),
  eyebrow: 'About us',
  intro:
    'Our success depends on the wellbeing of the communities we serve. Every year we set aside part of our profits to invest in them.',
};

const pillars: { title: string; text: string; examples: string[] }[] = [
  {
    title: 'Education',
    text: 'Education is the surest route out of poverty. We support schools and students across the country.',
    examples: [
      'Scholarships for outstanding students from low-income families',
      'Donations of books, computers and furniture to lower and upper basic schools',
      'Financial literacy sessions for secondary school pupils',
    ],
  },
  {
    title: 'Health',
    text: 'We work with hospitals, health centres and community groups to improve access to care.',
    examples: [
      'Medical equipment and supplies for public hospitals and health centres',
      'Support to maternal and child health programmes',
      'Staff blood donation drives with the National Blood Bank',
    ],
  },
  {
    title: 'Youth and sport',
    text: 'Young people are The Gambia’s future. We invest in their talent, on and off the pitch.',
    examples: [
      'Sponsorship of community football tournaments during the rainy-season “nawettan”',
      'Internships for university and college students',
      'Support to youth entrepreneurship and skills programmes',
    ],
  },
  {
    title: 'Environment and community',
    text: 'We care for the places where our customers and staff live and work.',
    examples: [
      'Tree planting and coastal clean-up days with our staff',
      'Relief for families affected by floods and fires',
      'Donations to charities and religious institutions during Ramadan and Christmas',
    ],
  },
];

function SocialResponsibilityPage() {
  return (
    <ArticleLayout>
      <Section title="Our approach">
        <p>
          Since {site.founded} {site.legalName} has believed that a bank is only as strong as its community. Our corporate social
          responsibility policy directs our support to four areas where we can make a lasting difference. Projects are chosen by a
          staff committee, and our {site.staff} staff volunteer their time in every region where we have a branch.
        </p>
      </Section>
      <div className="grid gap-6 md:grid-cols-2">
        {pillars.map((pillar) => (
          <Section key={pillar.title} title={pillar.title}>
            <p>{pillar.text}</p>
            <CheckList items={pillar.examples} />
          </Section>
        ))}
      </div>
      <Section title="Partner with us">
        <p>
          Community organisations can apply for support by writing to the Corporate Communications unit at{' '}
          <TextLink href={`mailto:${site.email}`}>{site.email}</TextLink>. Read about our latest activities in our{' '}
          <TextLink href="/news">news</TextLink>.
        </p>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, SocialResponsibilityPage);
