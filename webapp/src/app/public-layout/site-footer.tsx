// The public footer: address, contact details and social links, all from the site settings.
import { Container } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSettings, useTextVariable } from '../../lib/settings';
import classes from './site-footer.module.css';
import { webAddress } from './web-address';
import { Columns } from '../../components/columns';

export function SiteFooter() {
  const { status, data } = useSettings();
  const address = useTextVariable('contact_adres');
  const email = useTextVariable('contact_email');
  const phone = useTextVariable('contact_telefoonnummer');
  const facebook = useTextVariable('social_facebook');
  const instagram = useTextVariable('social_instagram');
  const linkedin = useTextVariable('social_linkedin');
  const socials = [
    { label: 'Facebook', url: webAddress(facebook), icon: <IconBrandFacebook size={18} aria-hidden /> },
    { label: 'Instagram', url: webAddress(instagram), icon: <IconBrandInstagram size={18} aria-hidden /> },
    { label: 'LinkedIn', url: webAddress(linkedin), icon: <IconBrandLinkedin size={18} aria-hidden /> },
  ].filter((social): social is typeof social & { url: string } => social.url !== null);

  if (status === 'error' && !data) {
    // Without the settings there is nothing to show under the headings: no empty blocks, just the name.
    return (
      <footer className={classes.footer}>
        <Container size="lg">
          <div className={classes.bottom}>© {new Date().getFullYear()} Stichting De Soepketel</div>
        </Container>
      </footer>
    );
  }

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Columns cols={{ base: 1, sm: 3 }} spacing="lg">
          <FooterBlock title="Adres">
            <address className={classes.address} data-testid="footer-address">
              {address}
            </address>
          </FooterBlock>
          <FooterBlock title="Contact">
            <ul className={classes.list} data-testid="footer-contact">
              {email && (
                <li>
                  <a className={classes.link} href={`mailto:${email}`}>
                    <IconMail size={18} aria-hidden />
                    {email}
                  </a>
                </li>
              )}
              {phone && (
                <li>
                  <a className={classes.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                    <IconPhone size={18} aria-hidden />
                    {phone}
                  </a>
                </li>
              )}
            </ul>
          </FooterBlock>
          {socials.length > 0 && (
            <FooterBlock title="Volg ons">
              <ul className={classes.list}>
                {socials.map((social) => (
                  <li key={social.label}>
                    <a className={classes.link} href={social.url} rel="noopener noreferrer">
                      {social.icon}
                      {social.label}
                    </a>
                  </li>
                ))}
              </ul>
            </FooterBlock>
          )}
        </Columns>
        <div className={classes.bottom}>© {new Date().getFullYear()} Stichting De Soepketel</div>
      </Container>
    </footer>
  );
}

function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={classes.heading}>{title}</h2>
      {children}
    </section>
  );
}
