import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import ReportFraud from '@/components/fraud/report-fraud';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/fraud/security-for-ebanking'),
  eyebrow: 'Fraud',
  heading: 'Security for Electronic Banking',
  intro:
    'Internet and mobile banking are safe and convenient when you follow a few rules. Your security is a partnership between you and the Bank.',
};

function SecurityForEbankingPage() {
  return (
    <ArticleLayout>
      <Section title="What we do to protect you">
        <CheckList
          items={[
            'Encrypted connections between your device and our systems',
            'One-time codes sent to your registered mobile number for sensitive transactions',
            'Automatic log-out after a period of inactivity',
            'Trust Alerts for every transaction on your account',
            'Round-the-clock monitoring of unusual activity',
          ]}
        />
      </Section>

      <Section title="Log in safely">
        <CheckList
          items={[
            'Always open internet banking from the Online Banking button on this website, or type the address yourself',
            'Check that the address starts with https:// and shows a padlock before you enter your details',
            'Never log in from a link in an e-mail, SMS or social media message',
            'Avoid public computers and open Wi-Fi networks for banking; if you must, log out and close the browser',
          ]}
        />
      </Section>

      <Section title="Passwords and one-time codes">
        <CheckList
          items={[
            'Use a strong password of at least eight characters that mixes letters, numbers and symbols',
            'Do not reuse your banking password on other websites',
            'Never share a one-time code: it is the key to your account, and Trust Bank will never ask you for it',
            'Change your password immediately if you think someone else knows it',
          ]}
        />
      </Section>

      <Section title="Keep your devices secure">
        <CheckList
          items={[
            'Lock your phone with a PIN, pattern or fingerprint',
            'Install the Trust Bank app only from the official App Store or Google Play',
            'Keep your phone’s operating system, browser and antivirus software up to date',
            'If your phone is lost or stolen, call us so we can block mobile banking on it',
          ]}
        />
      </Section>

      <ReportFraud />
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, SecurityForEbankingPage);
