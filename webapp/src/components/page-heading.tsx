// A page's h1, which also sets the browser tab title, the meta description, the canonical URL and Open Graph.
import { Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SITE_NAME, usePageMeta } from '../lib/page-meta';

export { SITE_NAME };

interface PageHeadingProps {
  title: string;
  description?: string;
  /**
   * For a page that is itself the answer to what the visitor did (a payment that did not go through): the heading
   * takes the focus when the page appears, so a screen reader reads it, and with it the element `describedBy` names.
   */
  focusWith?: { describedBy: string };
}

export function PageHeading({ title, description, focusWith }: PageHeadingProps) {
  usePageMeta(title, description);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = focusWith !== undefined;
  useEffect(() => {
    // After the root layout's own focus on the main content (a layout effect), so this one stays.
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Title
      order={1}
      mb="md"
      ref={heading}
      {...(focusWith ? { tabIndex: -1, 'aria-describedby': focusWith.describedBy } : {})}
    >
      {title}
    </Title>
  );
}
