import { Text } from '@mantine/core';
import type { SiteContent } from '@soundpost/contracts/site-content';
import classes from './marketing-sections.module.css';

/** Artists' words: a quote each, with who said it. */
export function TestimonialList({ testimonials }: Pick<SiteContent, 'testimonials'>) {
  return (
    <ul className={classes.grid}>
      {testimonials.map((item) => (
        <li key={item.id}>
          <figure className={classes.testimonial}>
            <blockquote className={classes.quote}>“{item.quote}”</blockquote>
            <figcaption>
              <Text fw={700} component="span" display="block">
                {item.name}
              </Text>
              <Text c="dimmed" size="sm" component="span" display="block">
                {item.role}
              </Text>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
