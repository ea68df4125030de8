import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { site } from '@/content/bank-details';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import { frameLabel } from '@/lib/shared/frame-words';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/social'),
  eyebrow: 'About us',
  intro:
    'Our success depends on the wellbeing of the communities we serve. Every year we set aside part of our profits to invest in them.',
};

const pageFr = {
  path: '/about/social',
  title: 'Responsabilité sociale de l’entreprise',
  description: `Comment ${site.name} s’engage auprès des communautés de toute la Gambie\u00a0: éducation, santé, jeunesse et sport, et environnement.`,
  eyebrow: 'À propos',
  intro:
    'Notre réussite dépend du bien-être des communautés que nous servons. Chaque année, nous réservons une partie de nos bénéfices pour investir dans ces communautés.',
};

type Pillar = { title: string; text: string; examples: string[] };

type SocialText = {
  /** `founded` and `staff` are the English values of `site` (the French version translates them). */
  approach: { title: string; text: (founded: string, legalName: string, staff: string) => string };
  pillars: Pillar[];
  /** The paragraph around its two links: `before` the e-mail link, `middle` up to the news link, `after` it. */
  partner: { title: string; before: string; middle: string; news: string; after: string };
};

const socialText: Readonly<Record<SiteLocale, SocialText>> = {
  en: {
    approach: {
      title: 'Our approach',
      text: (founded, legalName, staff) =>
        `Since ${founded} ${legalName} has believed that a bank is only as strong as its community. Our corporate social responsibility policy directs our support to four areas where we can make a lasting difference. Projects are chosen by a staff committee, and our ${staff} staff volunteer their time in every region where we have a branch.`,
    },
    pillars: [
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
    ],
    partner: {
      title: 'Partner with us',
      before: 'Community organisations can apply for support by writing to the Corporate Communications unit at',
      middle: '. Read about our latest activities in our',
      news: 'news',
      after: '.',
    },
  },
  fr: {
    approach: {
      title: 'Notre démarche',
      text: (founded, legalName, staff) =>
        `Depuis le ${frameLabel('fr', founded)}, ${legalName} est convaincue qu’une banque n’est forte que si sa communauté l’est. Notre politique de responsabilité sociale de l’entreprise concentre notre soutien sur quatre domaines où nous pouvons agir durablement. Les projets sont choisis par un comité du personnel, et nos employés, au nombre de ${frameLabel('fr', staff)}, donnent bénévolement de leur temps dans chaque région où nous avons une agence.`,
    },
    pillars: [
      {
        title: 'Éducation',
        text: 'L’éducation est le moyen le plus sûr de sortir de la pauvreté. Nous soutenons les écoles et les élèves dans tout le pays.',
        examples: [
          'Bourses d’études pour des élèves brillants issus de familles à faibles revenus',
          'Dons de livres, d’ordinateurs et de mobilier aux écoles de l’enseignement de base, premier et second cycles',
          'Séances d’éducation financière pour les élèves du secondaire',
        ],
      },
      {
        title: 'Santé',
        text: 'Nous travaillons avec les hôpitaux, les centres de santé et les groupements communautaires pour améliorer l’accès aux soins.',
        examples: [
          'Matériel médical et fournitures pour les hôpitaux publics et les centres de santé',
          'Soutien aux programmes de santé maternelle et infantile',
          'Collectes de sang auprès de notre personnel, avec la Banque nationale du sang',
        ],
      },
      {
        title: 'Jeunesse et sport',
        text: 'Les jeunes sont l’avenir de la Gambie. Nous investissons dans leurs talents, sur le terrain comme en dehors.',
        examples: [
          'Parrainage de tournois de football communautaires pendant le « nawettan » de la saison des pluies',
          'Stages pour les étudiants des universités et des écoles supérieures',
          'Soutien aux programmes d’entrepreneuriat et de développement des compétences des jeunes',
        ],
      },
      {
        title: 'Environnement et communauté',
        text: 'Nous prenons soin des lieux où vivent et travaillent nos clients et notre personnel.',
        examples: [
          'Journées de plantation d’arbres et de nettoyage du littoral avec notre personnel',
          'Aide aux familles touchées par les inondations et les incendies',
          'Dons aux associations caritatives et aux institutions religieuses pendant le ramadan et à Noël',
        ],
      },
    ],
    partner: {
      title: 'Devenez notre partenaire',
      before:
        'Les organisations communautaires peuvent solliciter notre soutien en écrivant au service Communication institutionnelle à l’adresse',
      middle: '. Découvrez nos dernières actions dans nos',
      news: 'actualités',
      after: '.',
    },
  },
};

function SocialResponsibilityPage() {
  const text = useLocalised(socialText);
  return (
    <ArticleLayout>
      <Section title={text.approach.title}>
        <p>{text.approach.text(site.founded, site.legalName, site.staff)}</p>
      </Section>
      <div className="grid gap-6 md:grid-cols-2">
        {text.pillars.map((pillar) => (
          <Section key={pillar.title} title={pillar.title}>
            <p>{pillar.text}</p>
            <CheckList items={pillar.examples} />
          </Section>
        ))}
      </div>
      <Section title={text.partner.title}>
        <p>
          {text.partner.before} <TextLink href={`mailto:${site.email}`}>{site.email}</TextLink>
          {text.partner.middle} <TextLink href="/news">{text.partner.news}</TextLink>
          {text.partner.after}
        </p>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default translatedPage({
  en: contentPage(page, SocialResponsibilityPage),
  fr: contentPage(pageFr, SocialResponsibilityPage),
});
