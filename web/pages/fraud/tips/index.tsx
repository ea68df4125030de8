import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import ReportFraud from '@/components/fraud/report-fraud';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/fraud/tips'),
  eyebrow: 'Fraud',
  intro: 'Most fraud can be prevented. Follow these tips to keep your money and your personal information safe.',
};

const tipGroups: { title: string; tips: string[] }[] = [
  {
    title: 'Protect your PIN and passwords',
    tips: [
      'Memorise your PIN; never write it down or keep it with your card',
      'Choose a PIN that is not your birthday, phone number or an easy sequence',
      'Never tell anyone your PIN, password or one-time code — not even a bank employee',
      'Change your PIN straight away if you think someone has seen it',
    ],
  },
  {
    title: 'At the ATM',
    tips: [
      'Check the card slot and keypad for anything loose, bulky or unusual before you use an ATM',
      'Cover the keypad with your hand while you enter your PIN',
      'Do not accept help from strangers, even if your card is stuck — call the hotline instead',
      'Take your card, your cash and your receipt before you walk away',
    ],
  },
  {
    title: 'Cheques',
    tips: [
      'Keep your cheque book in a safe place and report a missing cheque book at once',
      'Never sign blank cheques',
      'Draw a line after the payee’s name and after the amount so nothing can be added',
      'Check your statement and Trust Alerts for cheques you did not write',
    ],
  },
  {
    title: 'Phone, SMS and social media',
    tips: [
      'Be suspicious of calls or messages about prizes, lotteries, jobs or inheritances that ask for a fee',
      'Do not click on links in unexpected messages, even if they appear to come from the Bank',
      'If your phone suddenly loses network for no reason, contact your operator and us — it may be a SIM swap',
      'Keep the mobile number registered with the Bank up to date',
    ],
  },
  {
    title: 'Your personal information',
    tips: [
      'Keep your ID card, passport and account documents safe',
      'Shred or tear up statements and receipts before you throw them away',
      'Read your statements carefully and query anything you do not recognise',
      'Subscribe to Trust Alerts so that you see every transaction as it happens',
    ],
  },
];

function FraudTipsPage() {
  return (
    <ArticleLayout>
      <div className="grid gap-6 md:grid-cols-2">
        {tipGroups.map((group) => (
          <Section key={group.title} title={group.title}>
            <CheckList items={group.tips} />
          </Section>
        ))}
      </div>
      <ReportFraud />
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, FraudTipsPage);
