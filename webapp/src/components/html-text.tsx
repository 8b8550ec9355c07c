// Renders HTML that the server already sanitised (variables from the editor). The only place that uses
// dangerouslySetInnerHTML, so it is easy to audit.
import { Typography } from '@mantine/core';

interface HtmlTextProps {
  html: string;
  className?: string;
}

export function HtmlText({ html, className }: HtmlTextProps) {
  return <Typography className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
