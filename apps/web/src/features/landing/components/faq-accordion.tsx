import type { SiteContent } from '@soundpost/contracts/site-content';
import classes from './marketing-sections.module.css';

/**
 * The questions as native disclosures (`details`/`summary`): keyboard and screen readers work
 * without script, and each opens on its own.
 */
export function FaqAccordion({ faqs }: Pick<SiteContent, 'faqs'>) {
  return (
    <div className={classes.faqs}>
      {faqs.map((faq) => (
        <details key={faq.id} className={classes.faq}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
