/**
 * The providers by name: every statistics call names its `serviceProvider` (spec §7), and an
 * unknown name is the caller's mistake (400 sports.unknown_provider), not an empty answer.
 */
import type { SportsDataProvider } from './sports.ports';
import { unknownProvider } from './sports.errors';

export class SportsProviders {
  private readonly byName = new Map<string, SportsDataProvider>();

  constructor(providers: SportsDataProvider[]) {
    for (const provider of providers) {
      if (this.byName.has(provider.serviceProvider)) throw new Error(`Two sports data providers are named “${provider.serviceProvider}”.`);
      this.byName.set(provider.serviceProvider, provider);
    }
  }

  get(serviceProvider: string): SportsDataProvider {
    const provider = this.byName.get(serviceProvider);
    if (!provider) throw unknownProvider(serviceProvider, this.names());
    return provider;
  }

  names(): string[] {
    return [...this.byName.keys()].sort();
  }
}
