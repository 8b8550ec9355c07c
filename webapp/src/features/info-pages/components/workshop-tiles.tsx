// The workshops overview: one tile per workshop with the first picture of its category.
import { Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pictureSrcSet, pictureUrl } from '../../../lib/picture-url';
import { picturesIn, usePictures } from '../../../lib/pictures';
import { WORKSHOPS } from '../../../lib/site-copy';
import classes from './workshop-tiles.module.css';
import { Columns } from '../../../components/columns';

export function WorkshopTiles() {
  const pictures = usePictures();
  return (
    <Columns cols={{ base: 1, xs: 2 }} spacing="md" component="ul" className={classes.grid} aria-label="Werkplaatsen">
      {WORKSHOPS.map((workshop) => {
        const picture = picturesIn(pictures.data, workshop.category)[0];
        return (
          <li key={workshop.to}>
            <Card component={Link} to={workshop.to} withBorder padding="md" className={classes.tile}>
              <Card.Section>
                {picture ? (
                  <img
                    className={classes.image}
                    src={pictureUrl(picture.uuid, 640)}
                    srcSet={pictureSrcSet(picture.uuid)}
                    sizes="(min-width: 36em) 370px, 100vw"
                    width={640}
                    height={360}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <div className={classes.image} aria-hidden />
                )}
              </Card.Section>
              <Title order={2} size="h4" mt="sm">
                {workshop.title}
              </Title>
              <Text size="sm" c="gray.8">
                {workshop.summary}
              </Text>
            </Card>
          </li>
        );
      })}
    </Columns>
  );
}
