/** The environment as given, to tell a variable left unset from one set to its default. */
export type Given = Record<string, string | undefined>;

/** The shared tests production's rules are made of, for the product's own settings and each provider's. */
export interface ProductionRules {
  /** True for a host that only a development or test set-up has: this machine, the stand-ins, a provider's sandbox. */
  isStandInHost(host: string): boolean;
  standInUrl(url: string): boolean;
  pointsAtStandIn(name: string, url: string): string;
  isSet(given: Given, name: string): boolean;
  /** Credentials that come together: once any is given, production needs all (a half-configured provider fails later). */
  incompleteCredentials(given: Given, names: string[]): string | null;
}

const standInHostnames = /^(localhost|.*\.localhost|sandbox|.*\.sandbox|0\.0\.0\.0|127(\.\d{1,3}){3}|\[::1?\])$/;

/** The rules, with the providers' own test hosts (`standInHosts` of their settings) counted as stand-ins too. */
export function productionRules(providerStandInHosts: readonly RegExp[]): ProductionRules {
  const isStandInHost = (host: string) => {
    const name = host.toLowerCase().replace(/:\d+$/, '').replace(/^\*\./, '');
    return standInHostnames.test(name) || providerStandInHosts.some((pattern) => pattern.test(name));
  };
  const isSet = (given: Given, name: string) => given[name] !== undefined && given[name] !== '';
  return {
    isStandInHost,
    standInUrl(url) {
      try {
        return isStandInHost(new URL(url).hostname);
      } catch {
        return false;
      }
    },
    pointsAtStandIn: (name, url) => `${name} points at a development stand-in (${url}); production needs the real service`,
    isSet,
    incompleteCredentials(given, names) {
      const present = names.filter((name) => isSet(given, name));
      const missing = names.find((name) => !isSet(given, name));
      if (present.length === 0 || !missing) return null;
      return `${missing} is required in production once ${present.join(' and ')} ${present.length > 1 ? 'are' : 'is'} set`;
    },
  };
}
