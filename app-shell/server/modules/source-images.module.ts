import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SafeHttpGate } from '@newsdesk/adapters/fetch/safe-http-gate';
import { PostgresSourceImageStore } from '@newsdesk/adapters/postgres/source-images/postgres-source-image-store';
import { LinkedomIconLinkReader } from '@newsdesk/adapters/source-images/linkedom-icon-link-reader';
import { OutboundHttp } from '@newsdesk/core/ingestion/ingestion.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { FetchSourceImage } from '@newsdesk/core/source-images/fetch-source-image';
import { SourceImageOnFirstCrawl } from '@newsdesk/core/source-images/source-image-on-first-crawl';
import { IconLinkReader, SourceImageStore } from '@newsdesk/core/source-images/source-image.ports';
import { MAX_SOURCE_IMAGE_BYTES } from '@newsdesk/core/source-images/source-image.types';
import { DeleteSourceImage } from '@newsdesk/core/source-images/delete-source-image';
import { GetSourceImage } from '@newsdesk/core/source-images/get-source-image';
import { ReplaceSourceImage } from '@newsdesk/core/source-images/replace-source-image';
import type { Config } from '../config';
import { AppConfig, AppLogger, Orm } from '../tokens';

/**
 * Source images (ADR 0025): the store, the icon fetch at a domain's first crawl (the ingestion
 * module's CrawlSource ingests through SourceImageOnFirstCrawl) and the use cases of the routes,
 * which the sources module registers beside the site lists that share /api/files/websites.
 */
export const sourceImagesModule = new ContainerModule(({ bind }) => {
  bind<SourceImageStore>(SourceImageStore)
    .toDynamicValue((c) => new PostgresSourceImageStore(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<IconLinkReader>(IconLinkReader).toConstantValue(new LinkedomIconLinkReader());
  bind(FetchSourceImage)
    .toDynamicValue((c) => {
      // the home page under the crawl's own gate; the icons under one with the icon cap
      const icons = new SafeHttpGate({ allow: c.get<Config>(AppConfig).fetchAllow, maxBodyBytes: MAX_SOURCE_IMAGE_BYTES });
      return new FetchSourceImage({ pages: c.get(OutboundHttp), icons }, c.get(IconLinkReader), c.get(SourceImageStore), c.get(Clock));
    })
    .inSingletonScope();
  bind(SourceImageOnFirstCrawl)
    .toDynamicValue((c) => {
      const logger = c.get<Logger>(AppLogger);
      return new SourceImageOnFirstCrawl(c.get(FetchSourceImage), (error, domain) =>
        logger.warn({ err: error, domain }, 'could not fetch the source image'),
      );
    })
    .inSingletonScope();
  bind(GetSourceImage)
    .toDynamicValue((c) => new GetSourceImage(c.get(SourceImageStore)))
    .inSingletonScope();
  bind(ReplaceSourceImage)
    .toDynamicValue((c) => new ReplaceSourceImage(c.get(SourceImageStore), c.get(Clock)))
    .inSingletonScope();
  bind(DeleteSourceImage)
    .toDynamicValue((c) => new DeleteSourceImage(c.get(SourceImageStore), c.get(Clock)))
    .inSingletonScope();
});
