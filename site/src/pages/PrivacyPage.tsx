import { Section } from '@agency/ui/Layout';
import { SiteLink } from '@agency/ui/LinkProvider';
import { Prose, ProseTable } from '@agency/ui/Prose';
import { deploymentFacts, privacyPage, type DeploymentFacts, type PrivacyBlock, type RichText } from '@agency/content';
import { Fragment } from 'react';
import { PageIntro } from './parts/PageIntro';
import styles from './pages.module.css';

/** Set by the build from the environment the api runs with (site/vite.config.ts). */
const facts: DeploymentFacts =
  (import.meta.env.VITE_DEPLOYMENT_FACTS as DeploymentFacts | undefined) ?? deploymentFacts({});

const copy = privacyPage(facts);

function Rich({ text }: { text: RichText }) {
  return text.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <SiteLink key={index} href={part.href}>
        {part.label}
      </SiteLink>
    ),
  );
}

function Block({ block }: { block: PrivacyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Rich text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <Rich text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return <ProseTable caption={block.caption} head={block.head} rows={block.rows} />;
  }
}

export default function PrivacyPage() {
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} height="content" />
      <Section tone="surface">
        <Prose>
          <p className={styles.privacyUpdated}>{copy.updated}</p>
          <div className={styles.privacySummary}>
            <h2>{copy.summaryTitle}</h2>
            <ul>
              {copy.summary.map((item, index) => (
                <li key={index}>
                  <Rich text={item} />
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={copy.tocLabel}>
            <ol>
              {copy.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {copy.sections.map((section) => (
            <Fragment key={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Fragment>
          ))}
        </Prose>
      </Section>
    </>
  );
}
