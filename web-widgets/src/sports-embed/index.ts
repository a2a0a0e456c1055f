export { SportsEmbed } from './SportsEmbed';
export { SportsEmbedStore, type SportsEmbedStatus } from './sports-embed.store';
export { SportsEmbedGateway, type SportsEmbedApi } from './sports-embed.gateway';
export { mountSportsEmbed, type MountSportsEmbedOptions, type MountedSportsEmbed } from './mount-sports-embed';
export { sportsEmbedResources, SPORTS_EMBED_NAMESPACE } from './sports-embed-resources';
