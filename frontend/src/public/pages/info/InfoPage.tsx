import { Typography } from 'antd';
import { useLocation } from 'react-router';
import { useGetProviderQuery, type Provider } from '@/features/site/siteApi';
import { infoPaths } from '@/public/infoPaths';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';
import { infoText, type InfoPageKind } from './infoTexts';

const kinds: Record<string, InfoPageKind> = {
  [infoPaths.about]: 'about',
  [infoPaths.privacy]: 'privacy',
  [infoPaths.terms]: 'terms',
  [infoPaths.faqs]: 'faqs',
};

function InfoContent({ kind, provider }: { kind: InfoPageKind; provider: Provider }) {
  const { title, intro, sections } = infoText(kind, provider);
  usePageTitle(title);
  return (
    <article style={{ maxWidth: 760 }} data-testid={`info-${kind}`}>
      <Typography.Title>{title}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>{intro}</Typography.Paragraph>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography.Title level={kind === 'faqs' ? 4 : 3}>{section.heading}</Typography.Title>
          {section.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}

/** About us, privacy policy, terms of use and FAQs: the default wording with the provider's own details. */
export function InfoPage() {
  const kind = kinds[useLocation().pathname.replace(/\/+$/, '')] ?? 'about';
  const { data: provider, error, refetch } = useGetProviderQuery();
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  if (!provider) return <PageSpinner />;
  return <InfoContent kind={kind} provider={provider} />;
}
